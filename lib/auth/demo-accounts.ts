import { DEMO_ACCOUNTS } from "@/db/demo-accounts";
import { getEnv, type AppEnv } from "@/lib/env";

/**
 * /login's one-click buttons: the first three demo accounts. None in production (the passwords are
 * public; SHOW_DEMO_ACCOUNTS=true is for the browser tests) or when the demo data is not seeded.
 */
export function getDemoSignInButtons(env: Pick<AppEnv, "showDemoAccounts"> = getEnv()) {
  if (!env.showDemoAccounts) return [];
  return DEMO_ACCOUNTS.slice(0, 3).map(({ label, email, password }) => ({ label, email, password }));
}
