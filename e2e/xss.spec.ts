import { expect, test, type Page } from "./support/test";
import { register, uniqueEmail } from "./support/auth";
import { londonDate } from "./support/dates";

/*
 * Script-like text typed by a tenant (business, services, staff, blackouts, white label, their own
 * name) and by a customer (name, notes) is saved through the real screens and the public API, then
 * every screen that shows it is visited: the text must be there, as text. Any dialog (alert) fails,
 * no <img src=x> may exist, and no server-rendered HTML may hold the payload unescaped.
 */

const port = Number(process.env.E2E_PORT ?? 3100);
const HTML = `<script>alert(1)</script>"><img src=x onerror=alert(1)>{{7*7}}`;
const SCRIPT_URL = "javascript:alert(1)";
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).last();

test.describe("typed payloads stay text", () => {
  test("a tenant's and a customer's payloads render inert on the dashboard, booking page, embed and manage page", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });

    /** The payload is on the page as text, and nothing it could inject is. */
    async function expectInert(text = HTML) {
      await expect(page.locator("body")).toContainText(text);
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      await expect(page.locator("[onerror]")).toHaveCount(0);
      expect(dialogs).toEqual([]);
      // The server's HTML escapes it too (the RSC payload in inline scripts included).
      const html = await page.evaluate(async () => (await fetch(location.href)).text());
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).not.toContain("<img src=x onerror");
    }

    // The tenant: their own name, then every business text field through the dashboard's forms.
    const stamp = Date.now();
    await register(page, `Owner ${HTML}`.slice(0, 100), uniqueEmail("xss"), "xss-owner-pass1");
    await page.goto("/dashboard/setup");
    await page.getByLabel("Business Name *").fill(`Salon ${stamp} ${HTML}`);
    await page.getByLabel("Business Type *").selectOption("salon");
    await page.getByLabel("Description").fill(`${SCRIPT_URL} ${HTML}`);
    await page.getByLabel("Address").fill(`1 ${HTML} Street`);
    await page.getByRole("button", { name: "Save Business Info" }).click();
    await expect(toast(page, "Your business has been created.")).toBeVisible();

    await page.goto("/dashboard/services");
    await page.getByRole("button", { name: "Add Your First Service" }).click();
    await page.getByLabel("Service Name").fill(`Cut ${HTML}`);
    await page.getByLabel("Duration (minutes)").fill("30");
    await page.getByLabel("Price (£)").fill("20");
    await page.getByLabel("Description").fill(HTML);
    await page.getByRole("button", { name: "Add Service" }).click();
    await expect(toast(page, "Service Added")).toBeVisible();
    await expectInert(`Cut ${HTML}`);

    await page.goto("/dashboard/staff");
    await page.getByRole("button", { name: "Add Your First Staff Member" }).click();
    await page.getByLabel("Full Name *").fill(`Stylist ${HTML}`);
    await page.getByLabel("Job Title").fill(HTML);
    await page.getByRole("button", { name: "Add Staff Member" }).click();
    await expect(page.getByTestId("staff-card")).toHaveCount(1);
    await expectInert(`Stylist ${HTML}`);

    await page.goto("/dashboard/blackouts");
    await page.getByLabel("Start Date").fill(londonDate(30));
    await page.getByLabel("End Date").fill(londonDate(30));
    await page.getByLabel("Reason").fill(HTML);
    await page.getByRole("button", { name: "Add Blackout" }).click();
    await expect(page.getByText("No blackout periods")).toBeHidden();
    await expectInert();

    await page.goto("/dashboard/white-label");
    const slug = await page.getByLabel("Subdomain").inputValue();
    await page.getByLabel("Company Name").fill(HTML);
    // A script address is no logo.
    await page.getByLabel("Logo URL").fill(SCRIPT_URL);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByLabel("Logo URL")).toHaveAccessibleDescription(
      "Enter a full web address starting with https://",
    );
    await page.getByLabel("Logo URL").fill("");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "Your white label settings have been saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Company Name")).toHaveValue(HTML);
    expect(dialogs).toEqual([]);

    // The customer: the public page gives the ids, the JSON API takes the booking.
    await page.goto(`/book/${slug}`);
    // The white-label company name (the payload, set above) is the name customers see.
    await expectInert(HTML);
    await expect(page.getByTestId("brand-name")).toHaveText(HTML);
    await expect(page.locator("body")).toContainText(`Cut ${HTML}`);
    await page.getByTestId("service-option").first().click();
    const availabilityRequest = page.waitForRequest(/\/availability\?/);
    await page.getByTestId("staff-option").first().click();
    const availabilityUrl = (await availabilityRequest).url();
    const query = new URL(availabilityUrl).searchParams;
    const open = (await (await page.request.get(availabilityUrl)).json()) as {
      days: { date: string; slots: string[] }[];
    };
    const day = open.days.find((d) => d.slots.length > 0)!;
    const booked = await page.request.post(`/api/public/businesses/${slug}/bookings`, {
      data: {
        serviceId: query.get("serviceId"),
        staffId: query.get("staffId"),
        date: day.date,
        time: day.slots[0],
        customerName: `Alex ${HTML}`,
        customerEmail: uniqueEmail("xss-customer"),
        customerPhone: "",
        notes: `${HTML} ${SCRIPT_URL}`,
      },
    });
    expect(booked.status()).toBe(201);
    const { manageUrl } = (await booked.json()) as { manageUrl: string };

    await page.goto(`/embed/${slug}`);
    await expectInert(`Cut ${HTML}`);

    await page.goto(manageUrl);
    await expectInert(`Cut ${HTML}`);
    await expect(page.getByTestId("brand-name")).toHaveText(HTML);

    // Back on the dashboard, every screen that shows the customer's or the tenant's text.
    await page.goto("/dashboard");
    await expectInert(`Alex ${HTML}`);
    await page.goto("/dashboard/bookings");
    await expectInert(`Alex ${HTML}`);
    await expect(page.locator("body")).toContainText(`${HTML} ${SCRIPT_URL}`);
    await page.goto("/dashboard/services");
    await expectInert(`Cut ${HTML}`);
    await page.goto("/dashboard/staff");
    await expectInert(`Stylist ${HTML}`);
    await page.goto("/dashboard/blackouts");
    await expectInert();
    await page.goto("/dashboard/setup");
    await expect(page.getByLabel("Description")).toHaveValue(`${SCRIPT_URL} ${HTML}`);
    expect(dialogs).toEqual([]);

    // The tenant's own sign-in page shows the company name (white label) as text.
    await page.goto(`http://${slug}.localhost:${port}/login`);
    await expectInert();

    // The development mail viewer shows the mails as text.
    await page.goto("/dev/mail");
    await expectInert(`Alex ${HTML}`);
  });
});
