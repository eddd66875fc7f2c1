import { expect, hideFeedbackWelcome, test } from "./support/test";
import { register, signIn, signOut, uniqueEmail } from "./support/auth";

/*
 * Signing out ends the session on the server: a copy of the cookie taken before (another tab's, a stolen one)
 * opens nothing afterwards, neither a page nor a server action. The same person's other sign-ins go on.
 */
test("a signed-out session's cookie is refused by /dashboard and by a server action; other sessions go on", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("leaver");
  await register(page, "Lee Leaver", email, "leaver-pass-word");

  // A copy of this session's cookie in another browser, with the Account Settings dialog open.
  const copy = await browser.newContext();
  await hideFeedbackWelcome(copy);
  await copy.addCookies(await page.context().cookies());
  const copied = await copy.newPage();
  await copied.goto("/dashboard");
  await expect(copied).toHaveURL(/\/dashboard$/);
  await copied.getByRole("button", { name: "User menu" }).click();
  await copied.getByRole("menuitem", { name: "Account Settings" }).click();
  const dialog = copied.getByRole("dialog", { name: "Account Settings" });
  await expect(dialog).toBeVisible();

  // A second, separate sign-in of the same person (their phone, say).
  const phoneContext = await browser.newContext();
  await hideFeedbackWelcome(phoneContext);
  const phone = await phoneContext.newPage();
  await signIn(phone, email, "leaver-pass-word");
  await expect(phone).toHaveURL(/\/dashboard$/);

  await signOut(page);

  // The copied cookie's server action is refused and changes nothing.
  await dialog.getByLabel("Full Name").fill("Renamed By Copy");
  await dialog.getByRole("button", { name: "Update Profile" }).click();
  await expect(
    copied.getByTestId("toast").filter({ hasText: "Your session has ended. Please sign in again." }),
  ).toBeVisible();

  // Its pages send it to sign in.
  await copied.goto("/dashboard");
  await expect(copied).toHaveURL(/\/login/);

  // The phone's own session is untouched, and the name was never changed.
  await phone.reload();
  await expect(phone).toHaveURL(/\/dashboard$/);
  await phone.getByRole("button", { name: "User menu" }).click();
  await phone.getByRole("menuitem", { name: "Account Settings" }).click();
  await expect(phone.getByRole("dialog", { name: "Account Settings" }).getByLabel("Full Name")).toHaveValue(
    "Lee Leaver",
  );

  await copy.close();
  await phoneContext.close();
});
