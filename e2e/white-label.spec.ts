import { checkEveryScreen, expect, expectAccessible, test, type Browser, type Page } from "./support/test";
import { DEMO, register, signIn, uniqueEmail } from "./support/auth";
import { londonDate } from "./support/dates";
import fs from "node:fs";
import { e2eDnsRecordsFile } from "../scripts/local-dns-server";

const port = Number(process.env.E2E_PORT ?? 3100);
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).last();
const status = (page: Page) => page.getByTestId("white-label-status");

/**
 * Waits for the save's own answer, not only for the toast: the previous save's toast can still be on screen (it
 * once let a test go on before the portal was switched off, in CI).
 */
async function saveSettings(page: Page) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.request().headers()["next-action"] !== undefined,
  );
  await page.getByRole("button", { name: "Save Settings" }).click();
  await answered;
  await expect(toast(page, "Your white label settings have been saved.")).toBeVisible();
}

async function openWhiteLabel(page: Page) {
  await page.getByTestId("sidebar").getByRole("link", { name: "White Label" }).click();
  await expect(page.getByRole("heading", { name: "White Label Settings" })).toBeVisible();
  await expect(page.getByText("Configure your branded booking platform")).toBeVisible();
}

async function setChecked(page: Page, label: string, checked: boolean) {
  await page.getByLabel(label, { exact: true }).setChecked(checked);
}

test.describe("white label settings", () => {
  test("a new owner needs a business first, then sets domain, branding and the staff portal", async ({
    page,
    context,
  }) => {
    const stamp = Date.now();
    await register(page, "Wendy Label", uniqueEmail("white-label"), "white-label-pass1");
    await openWhiteLabel(page);
    await expect(
      page.getByText("Please complete your business setup before configuring white label settings."),
    ).toBeVisible();

    await page.goto("/dashboard/setup");
    await page.getByLabel("Business Name *").fill(`Label Salon ${stamp}`);
    await page.getByLabel("Business Type *").selectOption("barber");
    await page.getByRole("button", { name: "Save Business Info" }).click();
    await expect(toast(page, "Your business has been created.")).toBeVisible();
    await openWhiteLabel(page);

    // A new business: subdomain URL on the platform host, nothing configured yet.
    const subdomain = page.getByLabel("Subdomain");
    const oldSlug = await subdomain.inputValue();
    expect(oldSlug).toMatch(/^label-salon-/);
    await expect(page.getByLabel("Booking Page URL", { exact: true })).toHaveValue(
      `http://${oldSlug}.localhost:${port}/book/${oldSlug}`,
    );
    await expect(page.getByLabel("Embed Code", { exact: true })).toHaveValue(
      `<iframe src="http://${oldSlug}.localhost:${port}/embed/${oldSlug}" width="100%" height="600" style="border:none" title="Book an appointment"></iframe>\n<script src="http://${oldSlug}.localhost:${port}/embed.js" async></script>`,
    );
    await expect(page.getByLabel("Staff Login URL", { exact: true })).toHaveCount(0);
    await expect(status(page)).toContainText("Custom DomainNot Set");
    await expect(status(page)).toContainText("Staff PortalDisabled");
    await expect(status(page)).toContainText("White LabelPartial");
    // The three permissions appear only with the portal on.
    await expect(page.getByLabel("Staff can view all bookings")).toBeHidden();

    // Errors show next to their field, and what was typed stays.
    await subdomain.fill("Bad Slug!");
    await page.getByLabel("Custom Domain").fill("other.localhost");
    await page.getByLabel("Logo URL").fill("javascript:alert(1)");
    await page.getByLabel("Primary Brand Color").fill("blue");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "Save Failed")).toBeVisible();
    await expect(page.getByLabel("Custom Domain")).toHaveAccessibleDescription(
      /Use a domain you own, not a BookingPro address\./,
    );
    await expect(subdomain).toHaveAccessibleDescription(
      /Use up to 63 lower-case letters, digits and hyphens, starting and ending with a letter or digit/,
    );
    await expect(page.getByLabel("Logo URL")).toHaveAccessibleDescription(
      "Enter a full web address starting with https://",
    );
    await expect(page.getByLabel("Primary Brand Color")).toHaveAccessibleDescription("Use a colour like #0ea5e9");
    await expect(subdomain).toHaveValue("Bad Slug!");
    await expect(page.getByLabel("Custom Domain")).toHaveValue("other.localhost");

    // Another business's subdomain is refused.
    await subdomain.fill("demo");
    await page.getByLabel("Custom Domain").fill("");
    await page.getByLabel("Logo URL").fill("");
    await page.getByLabel("Primary Brand Color").fill("#7c3aed");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(subdomain).toHaveAccessibleDescription(/This subdomain is already taken\. Please choose another\./);

    // A new subdomain, company name, colour, hidden branding and the staff portal.
    const slug = `wl-${stamp}`;
    await subdomain.fill(slug);
    await page.getByLabel("Company Name").fill("Label Co");
    await setChecked(page, "Hide 'Powered by BookingPro' branding", true);
    await setChecked(page, "Enable staff login portal", true);
    // A new business opens the portal with the least: staff see their own bookings only, until the owner ticks more.
    for (const permission of [
      "Staff can view all bookings",
      "Staff can modify bookings",
      "Staff can manage their availability",
    ])
      await expect(page.getByLabel(permission, { exact: true })).not.toBeChecked();
    await setChecked(page, "Staff can view all bookings", true);
    await saveSettings(page);
    await expect(page.getByLabel("Booking Page URL", { exact: true })).toHaveValue(
      `http://${slug}.localhost:${port}/book/${slug}`,
    );
    await expect(page.getByLabel("Staff Login URL", { exact: true })).toHaveValue(
      `http://${slug}.localhost:${port}/staff-login`,
    );
    await expect(status(page)).toContainText("Staff PortalEnabled");
    await expect(status(page)).toContainText("White LabelPartial");

    // Saved for real: a reload shows it, and the old public id is gone.
    await page.reload();
    await expect(subdomain).toHaveValue(slug);
    await expect(page.getByLabel("Primary Brand Color")).toHaveValue("#7c3aed");
    await expect(page.getByLabel("Staff can modify bookings")).not.toBeChecked();
    await expect(page.getByLabel("Staff can view all bookings")).toBeChecked();
    const old = await page.request.get(`/book/${oldSlug}`);
    expect(await old.text()).toContain("Business Not Found");

    // Preview opens the booking page on the new subdomain in a new tab, without BookingPro branding.
    const [preview] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: /Preview Booking Page/ }).click(),
    ]);
    await expect(preview).toHaveURL(`http://${slug}.localhost:${port}/book/${slug}`);
    // The white-label company name is the name customers see, in the header and the tab title.
    await expect(preview.getByRole("heading", { name: "Label Co", level: 1 })).toBeVisible();
    await expect(preview).toHaveTitle("Book with Label Co");
    await expect(preview.getByText(/Powered by/)).toHaveCount(0);
    await expectAccessible(preview);
    await preview.close();

    // The staff portal preview is branded with the company name.
    const [portal] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: /Preview Staff Portal/ }).click(),
    ]);
    await expect(portal).toHaveURL(`http://${slug}.localhost:${port}/staff-login`);
    await expect(portal.getByText("Label Co").first()).toBeVisible();
    await expectAccessible(portal);
    await portal.close();

    // A custom domain starts Pending: it serves nothing and the URLs stay on the subdomain until verified.
    const domain = `book.label-${stamp}.co.uk`;
    await page.getByLabel("Custom Domain").fill(`https://Book.Label-${stamp}.co.uk/`);
    await saveSettings(page);
    await expect(page.getByLabel("Custom Domain")).toHaveValue(domain);
    const verification = page.getByTestId("domain-verification");
    await expect(verification.getByTestId("domain-status")).toHaveText("Pending");
    await expect(verification.getByLabel("Record Name", { exact: true })).toHaveValue(`_bookingpro.${domain}`);
    await expect(verification.getByText("TXT", { exact: true })).toBeVisible();
    const token = await verification.getByLabel("Record Value", { exact: true }).inputValue();
    expect(token).toMatch(/^bookingpro-verify=[0-9a-f]{40}$/);
    await expect(page.getByLabel("Booking Page URL", { exact: true })).toHaveValue(
      `http://${slug}.localhost:${port}/book/${slug}`,
    );
    await expect(status(page)).toContainText("Custom DomainPending");
    await expect(status(page)).toContainText("White LabelPartial");
    const onDomain = () => page.request.get("/", { headers: { Host: domain } });
    const refused = await onDomain();
    expect(refused.status()).toBe(404);
    expect(await refused.text()).toContain("Business Not Found");

    // Verify before the record exists: a clear message, still Pending.
    await verification.getByRole("button", { name: "Verify Domain" }).click();
    await expect(verification.getByTestId("domain-verification-error")).toHaveText(
      "We couldn't find the TXT record yet. DNS changes can take up to 48 hours.",
    );
    await expect(verification.getByTestId("domain-status")).toHaveText("Pending");

    // The owner publishes the record at their DNS provider (the test server's local DNS), then verifies.
    fs.writeFileSync(e2eDnsRecordsFile(port), JSON.stringify({ [`_bookingpro.${domain}`]: [token] }));
    await verification.getByRole("button", { name: "Verify Domain" }).click();
    await expect(verification.getByTestId("domain-status")).toHaveText("Verified");
    await expect(toast(page, "Domain Verified")).toBeVisible();
    await expect(page.getByLabel("Booking Page URL", { exact: true })).toHaveValue(`https://${domain}/book/${slug}`);
    await expect(status(page)).toContainText("Custom DomainConfigured");
    await expect(status(page)).toContainText("White LabelFull");
    await expectAccessible(page);
    // (The page's payload always carries the not-found text as a fallback, so the status tells.)
    const served = await onDomain();
    expect(served.status()).toBe(200);
    expect(await served.text()).toContain("<title>Book with Label Co</title>");

    // Verified for real: a reload shows it.
    await page.reload();
    await expect(page.getByTestId("domain-status")).toHaveText("Verified");
    await expect(status(page)).toContainText("White LabelFull");
  });

  test("managers and staff cannot open White Label (403)", async ({ page }) => {
    await signIn(page, DEMO.manager.email, DEMO.manager.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("sidebar").getByRole("link", { name: "White Label" })).toHaveCount(0);
    const response = await page.goto("/dashboard/white-label");
    expect(response?.status()).toBe(403);
  });

  test("the demo staff user under each staff access combination", async ({ page, browser }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await openWhiteLabel(page);
    const tomorrow = londonDate(1);

    const combinations = [
      { viewAll: false, modify: false },
      { viewAll: false, modify: true },
      { viewAll: true, modify: false },
      { viewAll: true, modify: true },
    ];
    try {
      for (const { viewAll, modify } of combinations) {
        await setChecked(page, "Enable staff login portal", true);
        await setChecked(page, "Staff can view all bookings", viewAll);
        await setChecked(page, "Staff can modify bookings", modify);
        await saveSettings(page);

        const staff = await staffPage(browser);
        await staff.goto(`/dashboard/bookings?date=${tomorrow}`);
        // Emma's own booking tomorrow (Sarah Johnson) is always there; Sophie's (Priya Patel) only with view-all.
        const own = staff.getByTestId("booking-row").filter({ hasText: "Sarah Johnson" });
        await expect(own).toBeVisible();
        await expect(staff.getByTestId("booking-row").filter({ hasText: "Priya Patel" })).toHaveCount(viewAll ? 1 : 0);
        if (!viewAll) {
          for (const row of await staff.getByTestId("booking-row").all())
            await expect(row).toContainText("Emma Wilson");
        }
        await expect(own.getByRole("button", { name: "Actions for Sarah Johnson" })).toHaveCount(modify ? 1 : 0);
        await expect(staff.getByText("You can view bookings; ask your manager to change them.")).toHaveCount(
          modify ? 0 : 1,
        );
        await staff.context().close();
      }

      // Portal off: staff sessions end and sign-in is refused with a clear message.
      const staff = await staffPage(browser);
      await setChecked(page, "Enable staff login portal", false);
      await saveSettings(page);
      await staff.goto("/dashboard/bookings");
      await expect(staff).toHaveURL(/\/login/);
      await signIn(staff, DEMO.staff.email, DEMO.staff.password);
      await expect(staff.getByTestId("form-error")).toHaveText(
        "Staff sign-in is turned off for this business. Please ask the business owner.",
      );
      await staff.context().close();
    } finally {
      // Other specs expect the demo defaults: portal on, every permission.
      await page.goto("/dashboard/white-label");
      await setChecked(page, "Enable staff login portal", true);
      await setChecked(page, "Staff can view all bookings", true);
      await setChecked(page, "Staff can modify bookings", true);
      await setChecked(page, "Staff can manage their availability", true);
      await saveSettings(page);
    }
  });
});

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://localhost:${port}` });
  checkEveryScreen(context);
  const staff = await context.newPage();
  await signIn(staff, DEMO.staff.email, DEMO.staff.password);
  await expect(staff).toHaveURL(/\/dashboard$/);
  return staff;
}
