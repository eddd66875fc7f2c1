import { DEMO_ACCOUNTS } from "@/db/demo-accounts";

/** /login's one-click buttons: the first three demo accounts, hidden when the installation runs without demo data. */
export function getDemoSignInButtons() {
  if (process.env.SEED_DEMO_DATA === "false") return [];
  return DEMO_ACCOUNTS.slice(0, 3).map(({ label, email, password }) => ({ label, email, password }));
}
