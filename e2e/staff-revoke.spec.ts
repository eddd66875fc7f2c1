import type { Browser, Page } from "@playwright/test";
import { checkEveryScreen, expect, test } from "./support/test";
import { DEMO, signIn, uniqueEmail } from "./support/auth";

/*
 * A staff login ends with its staff member: the owner revokes it, deactivates or deletes the member, and the
 * staff member's open session lands on the sign-in page at its next navigation. Uses a member created here
 * (and deleted at the end), so the demo staff login other specs use stays untouched.
 */

const port = Number(process.env.E2E_PORT ?? 3100);

async function newBrowserPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
  checkEveryScreen(context);
  return context.newPage();
}

/** From the owner's Staff screen: create the login, accept the invitation in the staff browser and sign in there. */
async function inviteAndSignIn(owner: Page, staff: Page, name: string, email: string, password: string) {
  const card = owner.getByTestId("staff-card").filter({ hasText: name });
  await card.getByRole("button", { name: `Create login account for ${name}` }).click();
  await expect(owner.getByTestId("toast").filter({ hasText: "Login Created" }).last()).toContainText(email);
  await expect(card).toContainText("Has login");

  await staff.goto("/dev/mail");
  const mail = staff.getByTestId("outbox-mail").filter({ hasText: email }).first();
  const link = /(http:\/\/\S+\/reset-password\?invite=1&token=\S+)/.exec(
    await mail.getByTestId("mail-body").innerText(),
  )?.[1];
  expect(link).toBeTruthy();
  await staff.goto(link!);
  await staff.getByLabel("New Password", { exact: true }).fill(password);
  await staff.getByLabel("Confirm New Password").fill(password);
  await staff.getByRole("button", { name: "Set Password" }).click();
  await expect(staff).toHaveURL(/\/staff-login\?reset=1/);
  await staff.getByLabel("Password", { exact: true }).fill(password);
  await staff.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(staff).toHaveURL(/\/dashboard$/);
  await expect(staff.getByTestId("staff-portal-badge")).toBeVisible();
}

/** The staff browser's next navigation lands on the sign-in page, and the password no longer signs in. */
async function expectSignedOut(staff: Page, email: string, password: string) {
  await staff.goto("/dashboard/bookings");
  await expect(staff).toHaveURL(/\/login\?callbackUrl=/);
  await signIn(staff, email, password, "/staff-login");
  await expect(staff.getByTestId("form-error")).toHaveText("Invalid email or password");
  await expect(staff).toHaveURL(/\/staff-login/);
}

async function setActive(owner: Page, name: string, active: boolean) {
  await owner
    .getByTestId("staff-card")
    .filter({ hasText: name })
    .getByRole("button", { name: `Edit ${name}` })
    .click();
  await owner.getByRole("checkbox", { name: "Active", exact: true }).setChecked(active);
  await owner.getByRole("button", { name: "Update Staff Member" }).click();
  await expect(owner.getByTestId("toast").filter({ hasText: "Staff Member Updated" }).last()).toBeVisible();
}

test.describe("ending a staff login", () => {
  test("revoke, deactivate and delete each sign the staff member out; reactivating needs a new invitation", async ({
    page: owner,
    browser,
  }) => {
    // Signing in two browsers is slow on a loaded machine; a first attempt cut short must not leave Rita behind.
    test.setTimeout(300_000);
    const name = "Rita Revoke";
    const email = uniqueEmail("rita");
    const staff = await newBrowserPage(browser);

    await signIn(owner, DEMO.owner.email, DEMO.owner.password);
    await expect(owner).toHaveURL(/\/dashboard$/);
    await owner.goto("/dashboard/staff");
    // A previous attempt's Rita (cut short before its `finally`) goes first: other specs count the team.
    const leftover = owner.getByTestId("staff-card").filter({ hasText: name });
    while ((await leftover.count()) > 0) {
      await leftover
        .first()
        .getByRole("button", { name: `Delete ${name}` })
        .click();
      await owner.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(owner.getByRole("alertdialog")).toHaveCount(0);
    }
    await owner.getByRole("button", { name: "Add staff member", exact: true }).click();
    await owner.getByLabel("Full Name *").fill(name);
    await owner.getByLabel("Email *").fill(email);
    await owner.getByRole("button", { name: "Add Staff Member" }).click();
    await expect(owner.getByTestId("toast").filter({ hasText: "Staff Member Added" })).toBeVisible();
    const card = owner.getByTestId("staff-card").filter({ hasText: name });

    try {
      // 1. Revoke the login from the card.
      await inviteAndSignIn(owner, staff, name, email, "rita-pass-1");
      await card.getByRole("button", { name: `Revoke login for ${name}` }).click();
      const dialog = owner.getByRole("alertdialog");
      await expect(dialog).toContainText("Are you sure you want to revoke this staff member's login?");
      await dialog.getByRole("button", { name: "Revoke login" }).click();
      await expect(owner.getByTestId("toast").filter({ hasText: "Login Revoked" })).toContainText(
        `The login account of "${name}" has been revoked.`,
      );
      await expect(dialog).toHaveCount(0);
      await expect(card).not.toContainText("Has login");
      await expect(card.getByRole("button", { name: `Revoke login for ${name}` })).toHaveCount(0);
      await expectSignedOut(staff, email, "rita-pass-1");

      // 2. Deactivate; reactivating does not bring the login back.
      await inviteAndSignIn(owner, staff, name, email, "rita-pass-2");
      await setActive(owner, name, false);
      await expect(card).toContainText("Inactive");
      await expect(card).not.toContainText("Has login");
      await expectSignedOut(staff, email, "rita-pass-2");
      await setActive(owner, name, true);
      await expect(card).not.toContainText("Inactive");
      await expect(card).not.toContainText("Has login");
      await signIn(staff, email, "rita-pass-2", "/staff-login");
      await expect(staff.getByTestId("form-error")).toHaveText("Invalid email or password");

      // 3. Delete the member (below, in finally); its login goes with it.
      await inviteAndSignIn(owner, staff, name, email, "rita-pass-3");
    } finally {
      await owner.goto("/dashboard/staff");
      await card.getByRole("button", { name: `Delete ${name}` }).click();
      await owner.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
      await expect(owner.getByTestId("toast").filter({ hasText: "Staff Member Deleted" })).toBeVisible();
      await expect(owner.getByTestId("staff-card")).toHaveCount(3);
    }
    await expectSignedOut(staff, email, "rita-pass-3");
    await staff.context().close();
  });
});
