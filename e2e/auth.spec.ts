import { expect, expectAccessible, test } from "./support/test";
import { DEMO, register, signIn, signOut, uniqueEmail } from "./support/auth";

const port = Number(process.env.E2E_PORT ?? 3100);

const OWNER_NAV = [
  "Overview",
  "Schedule",
  "Bookings",
  "Customers",
  "Business Setup",
  "Services",
  "Resources",
  "Staff",
  "Block Dates",
  "Calendar Sync",
  "Customize",
  "White Label",
  "Analytics",
  "Data & Privacy",
];
const MANAGER_NAV = OWNER_NAV.filter((label) => label !== "White Label" && label !== "Data & Privacy");

test.describe("sign-in and roles", () => {
  for (const [button, expected] of [
    ["Owner", OWNER_NAV],
    ["Manager", MANAGER_NAV],
    // The demo business lets staff manage their availability.
    ["Staff", ["Overview", "Schedule", "Bookings", "My Calendar", "My Availability"]],
  ] as const) {
    test(`the ${button} demo button signs in with the right navigation`, async ({ page }) => {
      await page.goto("/login");
      await page.getByRole("button", { name: button, exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole("heading", { name: "Bella Beauty Studio Dashboard" })).toBeVisible();
      const sidebar = page.getByTestId("sidebar");
      await expect(sidebar.getByRole("link")).toHaveText([...expected]);
      await expect(page.getByTestId("staff-portal-badge")).toHaveCount(button === "Staff" ? 1 : 0);
      await signOut(page);
      await page.goto("/dashboard");
      await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard$/);
    });
  }

  test("wrong credentials get one generic message, and the email is kept", async ({ page }) => {
    await signIn(page, DEMO.owner.email, "not-the-password");
    await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password");
    await expect(page.getByLabel("Email")).toHaveValue(DEMO.owner.email);
    await signIn(page, uniqueEmail("nobody"), "whatever1");
    await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password");
  });

  test("the password field has a show/hide toggle", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("a signed-out visit to /dashboard/bookings goes to /login and back after sign-in", async ({ page }) => {
    await page.goto("/dashboard/bookings");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Fbookings$/);
    await page.getByLabel("Email").fill(DEMO.owner.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.owner.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings$/);
    await expect(page.getByRole("heading", { name: "Bookings", level: 1 })).toBeVisible();
    await expect(page.getByTestId("booking-row").first()).toBeVisible();
  });

  test("repeated failures for one email are delayed with a clear message", async ({ page }) => {
    const email = uniqueEmail("throttle");
    for (let attempt = 0; attempt < 5; attempt++) {
      await signIn(page, email, `wrong-${attempt}`);
      await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password");
    }
    // The fifth failure starts a 30-second delay, shown rounded up to the minute.
    await signIn(page, email, "wrong-again");
    await expect(page.getByTestId("form-error")).toHaveText(
      "Too many sign-in attempts. Please wait 1 minute and try again.",
    );
  });
});

test.describe("registration", () => {
  test("shows each validation error, then registers and lands on the setup prompt", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();

    await page.getByLabel("Full Name").fill("Nina Newowner");
    const email = uniqueEmail("nina");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm Password").fill("abc");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Nina Newowner");
    await expect(page.getByLabel("Email")).toHaveValue(email);

    await page.getByLabel("Password", { exact: true }).fill("nina-studio-42");
    await page.getByLabel("Confirm Password").fill("nina-studio-43");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Passwords do not match")).toBeVisible();

    await page.getByLabel("Password", { exact: true }).fill("nina-studio-42");
    await page.getByLabel("Confirm Password").fill("nina-studio-42");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("link", { name: "Setup Business" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "BookingPro Dashboard" })).toBeVisible();
    await signOut(page);

    await page.goto("/register");
    await page.getByLabel("Full Name").fill("Nina Again");
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill("nina-studio-42");
    await page.getByLabel("Confirm Password").fill("nina-studio-42");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(
      page.getByText(
        "We couldn't create an account with these details. If you already have an account, sign in or reset your password.",
      ),
    ).toBeVisible();
  });
});

test.describe("staff portal", () => {
  test("on the demo tenant host: branded, refuses non-staff, signs staff in", async ({ page }) => {
    const portal = `http://demo.localhost:${port}/staff-login`;
    await page.goto(portal);
    await expect(page.getByRole("heading", { name: "Staff Portal" })).toBeVisible();
    await expect(page.getByText("Sign in to your account")).toBeVisible();
    await expect(page.getByText("Need help? Contact your manager")).toBeVisible();
    await expect(page.getByRole("link", { name: "Bella Beauty Studio" })).toBeVisible();
    await expect(page.getByText("Powered by")).toBeVisible();

    await signIn(page, DEMO.owner.email, DEMO.owner.password, portal);
    await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password");

    await signIn(page, DEMO.staff.email, DEMO.staff.password, portal);
    await expect(page).toHaveURL(`http://demo.localhost:${port}/dashboard`);
    await expect(page.getByTestId("staff-portal-badge")).toBeVisible();
    await expect(page.getByTestId("sidebar").getByRole("link")).toHaveText([
      "Overview",
      "Schedule",
      "Bookings",
      "My Calendar",
      "My Availability",
    ]);
  });
});

test.describe("account settings", () => {
  test("change the password (current one checked), then sign in with the new one", async ({ page }) => {
    const email = uniqueEmail("pat");
    await register(page, "Pat Changer", email, "first-pass");
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Account Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Account Settings" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel("Current Password").fill("wrong-pass");
    await dialog.getByLabel("New Password", { exact: true }).fill("second-pass");
    await dialog.getByLabel("Confirm New Password").fill("second-pass");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText("Current password is incorrect")).toBeVisible();

    await dialog.getByLabel("Current Password").fill("first-pass");
    await dialog.getByLabel("New Password", { exact: true }).fill("second-pass");
    await dialog.getByLabel("Confirm New Password").fill("other-pass");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText("New passwords do not match")).toBeVisible();

    await dialog.getByLabel("Confirm New Password").fill("second-pass");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Password Changed" })).toBeVisible();
    // Other sessions end; this one was re-issued and stays signed in.
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("button", { name: "User menu" })).toBeVisible();
    await signOut(page);

    await signIn(page, email, "first-pass");
    await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password");
    await signIn(page, email, "second-pass");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("changing the email signs the user out after 2 seconds; the new email then signs in", async ({ page }) => {
    const oldEmail = uniqueEmail("ed");
    const newEmail = uniqueEmail("ed-new");
    await register(page, "Ed Changer", oldEmail, "ed-password");
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Account Settings" }).click();
    const profile = page
      .getByRole("dialog", { name: "Account Settings" })
      .getByRole("region", { name: "Profile Information" });
    await expect(profile.getByLabel("Email")).toHaveValue(oldEmail);
    await profile.getByLabel("Full Name").fill("Ed Renamed");
    await profile.getByLabel("Email").fill(newEmail);
    await profile.getByRole("button", { name: "Update Profile" }).click();
    await expect(profile.getByText("Enter your current password to change your email")).toBeVisible();
    await profile.getByLabel("Your Password").fill("ed-password");
    await profile.getByRole("button", { name: "Update Profile" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Profile Updated" })).toBeVisible();
    await expect(page).toHaveURL(/\/login/, { timeout: 8000 });

    await signIn(page, oldEmail, "ed-password");
    await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password");
    await signIn(page, newEmail, "ed-password");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("button", { name: "User menu" })).toContainText("Ed Renamed");
  });

  test("reset the password end to end through the outbox", async ({ page }) => {
    const email = uniqueEmail("rita");
    await register(page, "Rita Reset", email, "forgotten-pass");
    await signOut(page);

    await page.getByRole("link", { name: "Forgot password?" }).click();
    // The sign-in page has an Email field too: wait for the new page before typing.
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Password Reset Email" }).click();
    await expect(page.getByRole("status")).toContainText("a password reset link is on its way");

    await page.goto("/dev/mail");
    const mail = page.getByTestId("outbox-mail").filter({ hasText: email }).first();
    await expect(mail).toContainText("Reset your BookingPro password");
    const body = await mail.getByTestId("mail-body").innerText();
    const link = /(http:\/\/\S+\/reset-password\?token=\S+)/.exec(body)?.[1];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.getByLabel("New Password", { exact: true }).fill("remembered-pass");
    await page.getByLabel("Confirm New Password").fill("remembered-pass");
    await page.getByRole("button", { name: "Set Password" }).click();
    await expect(page).toHaveURL(/\/login\?reset=1/);
    await expect(page.getByText("Your password has been set. Please sign in.")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("remembered-pass");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link is single-use.
    await page.goto(link!);
    await expect(page.getByText("This link is invalid or has expired.")).toBeVisible();
  });

  test("the reset email needs an address", async ({ page }) => {
    await register(page, "Eve Empty", uniqueEmail("eve"), "some-pass");
    await page.getByRole("button", { name: "User menu" }).click();
    await page.getByRole("menuitem", { name: "Account Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Account Settings" });
    const reset = dialog.getByRole("region", { name: "Password Reset" });
    await reset.getByLabel("Email").fill("");
    await reset.getByRole("button", { name: "Send Password Reset Email" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Email Required" })).toContainText(
      "Please enter your email address",
    );
  });
});
