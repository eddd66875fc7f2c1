/** Seeded demo accounts of the demo business, documented in the README. The first three are /login's one-click buttons. */
export const DEMO_ACCOUNTS = [
  { email: "owner@example.com", password: "demo-owner", name: "Olivia Owner", role: "owner", label: "Owner" },
  { email: "manager@example.com", password: "demo-manager", name: "Marcus Manager", role: "manager", label: "Manager" },
  { email: "staff@example.com", password: "demo-staff", name: "Emma Wilson", role: "staff", label: "Staff" },
  { email: "test@example.com", password: "test-owner", name: "Toby Tester", role: "owner", label: "Test owner" },
] as const;

/** Hidden when the installation runs without demo data. */
export function getDemoSignInButtons() {
  if (process.env.SEED_DEMO_DATA === "false") return [];
  return DEMO_ACCOUNTS.slice(0, 3).map(({ label, email, password }) => ({ label, email, password }));
}
