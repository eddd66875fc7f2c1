import { expect, expectAccessible, test } from "./support/test";
import { textLayout } from "./support/text-layout";
import { DEMO, register, signIn, signOut, uniqueEmail } from "./support/auth";

test.describe("staff management", () => {
  test("the owner adds, edits and deletes a staff member, and creates a login the member can use", async ({ page }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByTestId("sidebar").getByRole("link", { name: "Staff" }).click();
    await expect(page.getByRole("heading", { name: "Staff Management", level: 1 })).toBeVisible();
    await expect(page.getByTestId("staff-card")).toHaveCount(3);

    // The list comes first; the form opens on demand.
    await expect(page.getByLabel("Full Name *")).toHaveCount(0);
    await page.getByRole("button", { name: "Add staff member", exact: true }).click();
    await expect(page.getByLabel("Full Name *")).toBeFocused();
    // Staff login is on for the demo business, so the email is required.
    await expect(page.getByText("Required for staff portal access")).toBeVisible();
    await page.getByRole("button", { name: "Add Staff Member" }).click();
    await expect(page.getByLabel("Full Name *")).toHaveAccessibleDescription(/Full name is required/);
    await expect(page.getByLabel("Email *")).toHaveAccessibleDescription(/Email is required/);

    const email = uniqueEmail("nora");
    await page.getByLabel("Full Name *").fill("Nora Nails");
    await page.getByLabel("Email *").fill(email);
    await page.getByLabel("Job Title").fill("Nail Technician");
    await page.getByRole("checkbox", { name: "Gel Manicure" }).check();
    await page.getByLabel("Monday end time").fill("08:00");
    await page.getByRole("button", { name: "Add Staff Member" }).click();
    await expect(page.getByLabel("Monday end time")).toHaveAccessibleDescription(/End time must be after start time/);
    await expect(page.getByLabel("Full Name *")).toHaveValue("Nora Nails");
    await page.getByLabel("Monday end time").fill("17:00");
    await page.getByRole("button", { name: "Add Staff Member" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Staff Member Added" })).toBeVisible();
    const card = page.getByTestId("staff-card").filter({ hasText: "Nora Nails" });
    await expect(card).toContainText("Gel Manicure");
    await expect(card).toContainText("Nail Technician");

    await card.getByRole("button", { name: "Edit Nora Nails" }).click();
    await expect(page.getByRole("heading", { name: "Edit Staff Member" })).toBeVisible();
    await page.getByLabel("Job Title").fill("Senior Nail Technician");
    await page.getByRole("button", { name: "Update Staff Member" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Staff Member Updated" })).toBeVisible();
    await expect(card).toContainText("Senior Nail Technician");

    // The key button: a login account with an emailed set-your-password link.
    await card.getByRole("button", { name: "Create login account for Nora Nails" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Login Created" })).toContainText(email);
    await expect(card).toContainText("Has login");

    await page.goto("/dev/mail");
    const mail = page.getByTestId("outbox-mail").filter({ hasText: email }).first();
    await expect(mail).toContainText("You're invited to Bella Beauty Studio on BookingPro");
    const link = /(http:\/\/\S+\/reset-password\?invite=1&token=\S+)/.exec(
      await mail.getByTestId("mail-body").innerText(),
    )?.[1];
    expect(link).toBeTruthy();
    await page.goto("/dashboard");
    await signOut(page);

    await page.goto(link!);
    await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill("nora-password");
    await page.getByLabel("Confirm New Password").fill("nora-password");
    await page.getByRole("button", { name: "Set Password" }).click();
    await expect(page).toHaveURL(/\/staff-login\?reset=1/);
    await page.getByLabel("Password", { exact: true }).fill("nora-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("staff-portal-badge")).toBeVisible();
    await signOut(page);

    // Delete, with the confirmation.
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/staff");
    await page
      .getByTestId("staff-card")
      .filter({ hasText: "Nora Nails" })
      .getByRole("button", { name: "Delete Nora Nails" })
      .click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this staff member?");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Staff Member Deleted" })).toBeVisible();
    await expect(page.getByTestId("staff-card")).toHaveCount(3);
  });

  test("on a fresh business: the empty state, email optional, and the key button's alert without an email", async ({
    page,
  }) => {
    await register(page, "Fresh Boss", uniqueEmail("fresh-boss"), "fresh-pass");
    await page.goto("/dashboard/setup");
    await page.getByLabel("Business Name *").fill(`Fresh Cuts ${Date.now()}`);
    await page.getByLabel("Business Type *").selectOption("barber");
    await page.getByRole("button", { name: "Save Business Info" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Business Created" })).toBeVisible();

    await page.goto("/dashboard/staff");
    await expect(page.getByRole("heading", { name: "No staff members yet" })).toBeVisible();
    // The empty state leads to the form.
    await page.getByRole("button", { name: "Add Your First Staff Member" }).click();
    await expect(page.getByLabel("Full Name *")).toBeFocused();
    await expect(page.getByText("Required for staff portal access")).toHaveCount(0);
    await page.getByLabel("Full Name *").fill("Walk-in Wendy");
    await page.getByRole("button", { name: "Add Staff Member" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Staff Member Added" })).toBeVisible();

    let alertText = "";
    page.once("dialog", (dialog) => {
      alertText = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Create login account for Walk-in Wendy" }).click();
    await expect.poll(() => alertText).toBe("Staff member needs an email address to create a login account");
  });
  test("on a phone the list comes first; the form, on demand, says which hours fall outside opening hours", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await register(page, "Hours Boss", uniqueEmail("hours-boss"), "hours-pass");
    await page.goto("/dashboard/setup");
    // A new business's hours: Mon–Fri 09:00–17:00, Saturday 10:00–16:00, closed on Sundays.
    await page.getByLabel("Business Name *").fill(`Hours Salon ${Date.now()}`);
    await page.getByLabel("Business Type *").selectOption("salon");
    await page.getByRole("button", { name: "Save Business Info" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Business Created" })).toBeVisible();

    await page.goto("/dashboard/staff");
    await expect(page.getByLabel("Full Name *")).toHaveCount(0);
    await page.getByRole("button", { name: "Add Your First Staff Member" }).click();
    await expect(page.getByLabel("Full Name *")).toBeFocused();
    const name = "Maximiliana Featherstonehaugh Cholmondeley Worthington";
    const email = `maximiliana.featherstonehaugh.${Date.now()}@extraordinarilylongdomain.example.co.uk`;
    await page.getByLabel("Full Name *").fill(name);
    await page.getByLabel("Email").fill(email);
    // Within the opening hours: nothing to say.
    await expect(page.getByTestId("hours-outside-opening")).toHaveCount(0);
    await page.getByLabel("Thursday start time").fill("08:00");
    await page.getByLabel("Thursday end time").fill("19:00");
    await page.getByRole("checkbox", { name: "Sunday" }).check();
    await page.getByLabel("Sunday start time").fill("10:00");
    await page.getByLabel("Sunday end time").fill("14:00");
    const note = page.getByTestId("hours-outside-opening");
    await expect(note.getByRole("listitem")).toHaveText([
      "Thursday 08:00–19:00: customers can book 09:00–17:00 (opening hours)",
      "Sunday 10:00–14:00: customers can't book (the business is closed on Sundays)",
    ]);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add Staff Member" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Staff Member Added" })).toBeVisible();

    // Saved: the form goes, focus returns to the button that opens it, and the card says the same.
    await expect(page.getByLabel("Full Name *")).toHaveCount(0);
    const add = page.getByRole("button", { name: "Add staff member", exact: true });
    await expect(add).toBeFocused();
    const card = page.getByTestId("staff-card").filter({ hasText: "Maximiliana" });
    expect((await card.boundingBox())!.y).toBeLessThan(844);
    await expect(card.getByTestId("hours-outside-opening").getByRole("listitem")).toHaveText([
      "Thursday 08:00–19:00: customers can book 09:00–17:00 (opening hours)",
      "Sunday 10:00–14:00: customers can't book (the business is closed on Sundays)",
    ]);
    // The long name and email wrap between words only (the email also at its @ and dots).
    for (const [text, isEmail] of [
      [name, false],
      [email, true],
    ] as const) {
      const layout = await textLayout(card.locator(`[title="${text}"]`), { email: isEmail });
      expect(layout.split).toEqual([]);
      expect(layout.overflows).toBe(false);
      expect(layout.lines).toBeGreaterThan(1);
    }
    await expectAccessible(page);

    // The button opens an empty form again; Cancel closes it.
    await add.click();
    await expect(page.getByRole("heading", { name: "Add Staff Member" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByLabel("Full Name *")).toHaveCount(0);
    await expect(add).toBeFocused();
  });
});
