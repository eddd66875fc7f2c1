import { readFileSync } from "node:fs";
import type { Download, Page } from "@playwright/test";
import { getDemoIds, getFreeSlots } from "./support/api";
import { DEMO, register, signIn, uniqueEmail } from "./support/auth";
import { expect, expectAccessible, test } from "./support/test";

const FORMULA = "=cmd|' /C calc'!A0";

async function download(page: Page, link: string): Promise<{ file: Download; text: string }> {
  const pending = page.waitForEvent("download");
  await page.getByRole("link", { name: link }).click();
  const file = await pending;
  return { file, text: readFileSync((await file.path())!, "utf8") };
}

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test.describe("customer data (UK GDPR)", () => {
  test("the owner exports a customer as CSV and JSON, is refused while they have an appointment, then erases them", async ({
    page,
  }) => {
    const stamp = `${Date.now()}`.slice(-7);
    const name = `Gdpr Tester ${stamp}`;
    const email = uniqueEmail("gdpr");
    const ids = await getDemoIds(page, "Haircut & Style", "Emma Wilson");
    const slots = await getFreeSlots(page.request, ids, 3);
    const [date, time] = slots[slots.length - 1 - (Number(stamp) % Math.min(15, slots.length))];
    const created = await page.request.post("/api/public/businesses/demo/bookings", {
      data: {
        ...ids,
        date,
        time,
        customerName: name,
        customerEmail: email,
        customerPhone: "+44 7700 900999",
        notes: FORMULA,
      },
    });
    expect(created.status()).toBe(201);
    const { manageUrl } = (await created.json()) as { manageUrl: string };

    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const customerPath = `/dashboard/customers/${encodeURIComponent(email)}`;
    await page.goto(customerPath);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const slug = `gdpr-tester-${stamp}`;

    const csv = await download(page, "Download CSV");
    expect(csv.file.suggestedFilename()).toMatch(new RegExp(`^customer-${slug}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const lines = csv.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toMatch(/^Date,Time,Starts at \(UTC\),/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${date},${time},`);
    // The formula in the notes is written as text, and so is the phone's leading +.
    expect(lines[1]).toContain(`'${FORMULA},${name},${email},'+44 7700 900999`);

    const json = await download(page, "Download JSON");
    expect(json.file.suggestedFilename()).toMatch(new RegExp(`^customer-${slug}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const body = JSON.parse(json.text);
    expect(body.business.name).toBe("Bella Beauty Studio");
    expect(body.customer.email).toBe(email);
    expect(body.bookings).toEqual([
      expect.objectContaining({
        localDate: date,
        time,
        service: "Haircut & Style",
        notes: FORMULA,
        status: "confirmed",
      }),
    ]);
    expect(body.emails.length).toBeGreaterThanOrEqual(1);
    expect(body.emails[0]).not.toHaveProperty("textBody");

    // Erasing is refused while the appointment is still to come.
    const zone = page.getByTestId("erase-customer-zone");
    await expect(zone).toContainText("They have 1 upcoming appointment: cancel it first.");
    await zone.getByRole("button", { name: "Erase customer data" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Erase Customer Data" });
    await expect(dialog).toContainText("1 booking");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Erase", exact: true }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "Cancel their upcoming appointments first" }),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    // The customer cancels by their link; now it goes.
    await page.goto(manageUrl);
    await page.getByRole("button", { name: "Cancel Booking" }).click();
    await page.getByRole("button", { name: "Yes, cancel booking" }).click();
    await expect(page.getByTestId("manage-refusal")).toHaveText("This booking has been cancelled.");

    await page.goto(customerPath);
    await page.getByRole("button", { name: "Erase customer data" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Erase", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/customers$/);
    await expect(page.getByTestId("toast").filter({ hasText: "Customer Erased" })).toBeVisible();
    await page.goto(`/dashboard/customers?q=${encodeURIComponent(email)}`);
    await expect(page.getByText("No customers match your search")).toBeVisible();
    await page.goto(`/dashboard/customers?q=${encodeURIComponent(name)}`);
    await expect(page.getByText("No customers match your search")).toBeVisible();
    await page.goto(customerPath);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

    // The Data protection log, newest first.
    await page.goto("/dashboard/privacy");
    await expect(page.getByRole("heading", { name: "Data & Privacy", level: 1 })).toBeVisible();
    const labels = page.getByTestId("audit-log").getByTestId("audit-label");
    await expect(labels.nth(0)).toHaveText("Erased a customer (1 booking)");
    await expect(labels.nth(1)).toHaveText("Exported customer data (JSON)");
    await expect(labels.nth(2)).toHaveText("Exported customer data (CSV)");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expectNoSideways(page);
  });

  test("the owner sets a retention period and puts it back", async ({ page }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/privacy");
    const toggle = page.getByRole("switch", { name: "Delete customer details automatically" });
    const months = page.getByLabel("Delete customer details after (months)");
    const wasOn = (await toggle.getAttribute("aria-checked")) === "true";
    const before = await months.inputValue();
    try {
      if (!wasOn) await toggle.click();
      await months.fill("0");
      await page.getByRole("button", { name: "Save Retention" }).click();
      await expect(months).toHaveAccessibleDescription(/Enter a whole number of months from 1 to 120/);
      await months.fill("36");
      await page.getByRole("button", { name: "Save Retention" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Setting Saved" })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel("Delete customer details after (months)")).toHaveValue("36");
    } finally {
      // Put it back as it was: switched on with the old months, or off (the months are not stored then).
      await page.goto("/dashboard/privacy");
      const again = page.getByRole("switch", { name: "Delete customer details automatically" });
      const isOn = (await again.getAttribute("aria-checked")) === "true";
      if (wasOn) {
        if (!isOn) await again.click();
        await page.getByLabel("Delete customer details after (months)").fill(before);
      } else if (isOn) {
        await again.click();
      }
      await page.getByRole("button", { name: "Save Retention" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "Setting Saved" }).last()).toBeVisible();
    }
  });

  test("a new owner deletes their business: the exact name is required, then they are signed out for good", async ({
    page,
  }) => {
    const email = uniqueEmail("delete-owner");
    const password = "delete-owner-pass";
    await register(page, "Dee Leter", email, password);
    await page.goto("/dashboard/setup");
    const businessName = `Short Lived Salon ${Date.now()}`;
    await page.getByLabel("Business Name *").fill(businessName);
    await page.getByLabel("Business Type *").selectOption("barber");
    await page.getByRole("button", { name: "Save Business Info" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Business Created" })).toBeVisible();

    await page.getByTestId("sidebar").getByRole("link", { name: "Data & Privacy" }).click();
    await expect(page).toHaveURL(/\/dashboard\/privacy$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSideways(page);
    await page.getByRole("button", { name: "Delete business" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete Business" });
    const confirm = dialog.getByRole("button", { name: "Delete business" });
    await expect(confirm).toBeDisabled();
    const typed = dialog.getByLabel(`Type ${businessName} to confirm`);
    await typed.fill(businessName.toLowerCase());
    await expect(confirm).toBeDisabled();
    await expectAccessible(page);
    await typed.fill(businessName);
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expect(page).toHaveURL(/\/login\?deleted=1$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Your business and its data have been deleted" }),
    ).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);

    await signIn(page, email, password);
    await expect(page.getByTestId("form-error")).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});
