/**
 * Seeded demo accounts of the demo business, documented in the README. The first three are /login's
 * one-click buttons.
 */
export const DEMO_ACCOUNTS = [
  { email: "owner@example.com", password: "demo-owner", name: "Olivia Owner", role: "owner", label: "Owner" },
  { email: "manager@example.com", password: "demo-manager", name: "Marcus Manager", role: "manager", label: "Manager" },
  { email: "staff@example.com", password: "demo-staff", name: "Emma Wilson", role: "staff", label: "Staff" },
  { email: "test@example.com", password: "test-owner", name: "Toby Tester", role: "owner", label: "Test owner" },
] as const;
