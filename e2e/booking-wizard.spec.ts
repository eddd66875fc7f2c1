import { expect, test } from "./support/test";
import { serveHostPage } from "./support/host-site";
import { collectPageErrors, expectEmbedFitsContent } from "./support/embed";
import { DEMO, signIn, uniqueEmail } from "./support/auth";
import { chooseDate, chooseFreeDate, fillDetails, pickSlot, visibleDateOptions } from "./support/wizard";

const port = Number(process.env.E2E_PORT ?? 3100);

test.describe("booking wizard", () => {
  test("a customer books on /book/demo, sees the confirmation, the owner sees it, and the manage link cancels it", async ({
    page,
  }) => {
    await page.goto("/book/demo");
    await expect(page.getByRole("navigation", { name: "Booking progress" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Select Service" })).toBeVisible();
    const slot = await pickSlot(page, { service: "Haircut & Style", staff: "Emma Wilson", fromOffset: 3 });

    // Field errors inline, then a valid submit.
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByText("Please enter your full name")).toBeVisible();
    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    const customer = `Wizard Customer ${Date.now()}`;
    await fillDetails(page, customer, uniqueEmail("customer"));
    await page.getByRole("button", { name: "Confirm Booking" }).click();

    await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
    await expect(
      page.getByText("Your appointment has been successfully booked. You'll receive a confirmation email shortly."),
    ).toBeVisible();
    const summary = page.getByTestId("booking-summary");
    await expect(summary).toContainText("Haircut & Style");
    await expect(summary).toContainText("Emma Wilson");
    await expect(summary).toContainText(slot.time);
    await expect(summary).toContainText("45 min");
    await expect(summary).toContainText("£35");
    const manageUrl = await page.getByRole("link", { name: "Manage your booking" }).getAttribute("href");

    // Add to calendar: Google and Outlook open their new-event forms filled in; the .ics downloads.
    const calendar = page.getByTestId("add-to-calendar");
    const google = new URL((await calendar.getByRole("link", { name: "Google Calendar" }).getAttribute("href"))!);
    expect(google.hostname).toBe("calendar.google.com");
    expect(google.searchParams.get("text")).toBe("Haircut & Style at Bella Beauty Studio");
    expect(google.searchParams.get("dates")).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
    const outlook = new URL((await calendar.getByRole("link", { name: "Outlook" }).getAttribute("href"))!);
    expect(outlook.hostname).toBe("outlook.live.com");
    expect(outlook.searchParams.get("subject")).toBe("Haircut & Style at Bella Beauty Studio");
    const downloadStarted = page.waitForEvent("download");
    await calendar.getByRole("link", { name: "Apple Calendar" }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^booking-[0-9a-f-]{36}\.ics$/);
    const ics = await (await import("node:fs/promises")).readFile((await download.path())!, "utf8");
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("SUMMARY:Haircut & Style at Bella Beauty Studio");

    // The slot is gone for the next customer.
    await page.goto("/book/demo");
    await page.getByTestId("service-option").filter({ hasText: "Haircut & Style" }).click();
    await page.getByTestId("staff-option").filter({ hasText: "Emma Wilson" }).click();
    await chooseDate(page, slot.date);
    await expect(page.getByTestId("time-option").first()).toBeVisible();
    await expect(page.getByTestId("time-option").filter({ hasText: new RegExp(`^${slot.time}$`) })).toHaveCount(0);

    // The owner sees it.
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Upcoming lists soonest first: search for the customer rather than rely on the first page.
    await page.goto(`/dashboard/bookings?q=${encodeURIComponent(customer)}`);
    await expect(page.getByTestId("booking-row").filter({ hasText: customer })).toContainText("confirmed");

    // The customer cancels through the manage link; the slot is offered again.
    await page.goto(manageUrl!);
    await expect(page.getByTestId("managed-booking")).toContainText("Haircut & Style");
    await page.getByRole("button", { name: "Cancel Booking" }).click();
    await page
      .getByRole("alertdialog", { name: "Cancel this booking?" })
      .getByRole("button", { name: "Yes, cancel booking" })
      .click();
    await expect(page.getByTestId("manage-refusal")).toHaveText("This booking has been cancelled.");
    await expect(page.getByTestId("managed-booking")).toContainText("cancelled");
    await page.goto("/book/demo");
    await page.getByTestId("service-option").filter({ hasText: "Haircut & Style" }).click();
    await page.getByTestId("staff-option").filter({ hasText: "Emma Wilson" }).click();
    await chooseDate(page, slot.date);
    await expect(page.getByTestId("time-option").filter({ hasText: new RegExp(`^${slot.time}$`) })).toHaveCount(1);
  });

  test("a slot taken between loading and submitting gets the clear message and fresh times", async ({ page }) => {
    await page.goto("/book/demo");
    const slot = await pickSlot(page, { service: "Signature Facial", staff: "Sophie Brown", fromOffset: 2 });
    await fillDetails(page, "Slow Customer", uniqueEmail("slow"));
    // Someone else books the same slot first.
    const rival = await page.request.post("/api/public/businesses/demo/bookings", {
      data: {
        serviceId: slot.serviceId,
        staffId: slot.staffId,
        date: slot.date,
        time: slot.time,
        customerName: "Fast Customer",
        customerEmail: "fast@example.com",
        customerPhone: "",
        notes: "",
      },
    });
    expect(rival.status()).toBe(201);
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByText("This time has just been taken, please choose another.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Pick Date & Time" })).toBeVisible();
    await expect(page.getByTestId("time-option").filter({ hasText: new RegExp(`^${slot.time}$`) })).toHaveCount(0);
  });

  test("dates without free times are greyed and disabled with the reason 'Closed'", async ({ page }) => {
    // On a phone the week strip holds the whole window (the desktop calendar shows one month at a time).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/book/demo");
    // James does not work on Sundays or Mondays: those dates offer no times.
    await page.getByTestId("service-option").filter({ hasText: "Beard Trim" }).click();
    await page.getByTestId("staff-option").filter({ hasText: "James Taylor" }).click();
    const closed = visibleDateOptions(page).filter({ hasText: "Closed" });
    await expect(closed.first()).toBeVisible();
    expect(await closed.count()).toBeGreaterThanOrEqual(6);
    await expect(closed.first()).toBeDisabled();
  });

  test("books on the tenant host demo.localhost", async ({ page }) => {
    await page.goto(`http://demo.localhost:${port}/`);
    await pickSlot(page, { service: "Gel Manicure", staff: "Sophie Brown", fromOffset: 2 });
    await fillDetails(page, "Tenant Customer", uniqueEmail("tenant"));
    await page.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(page.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
  });

  test("books inside an iframe on another site using the embed snippet, which sizes the iframe", async ({ page }) => {
    // A real server on another port stands in for the salon's own website (another origin).
    const site = await serveHostPage({ withScript: true });
    await page.goto(site.url);
    const frame = page.frameLocator("#booking");
    await expect(frame.getByRole("heading", { name: "Select Service" })).toBeVisible();
    await expect(frame.getByRole("navigation", { name: "Booking progress" })).toHaveCount(0);
    await expect
      .poll(async () => page.locator("#booking").evaluate((el) => (el as HTMLIFrameElement).style.height))
      .toMatch(/^\d+px$/);

    await frame.getByTestId("service-option").filter({ hasText: "Beard Trim" }).click();
    await frame.getByTestId("staff-option").filter({ hasText: "Emma Wilson" }).click();
    await chooseFreeDate(frame, 2);
    await frame.getByTestId("time-option").first().click();
    await frame.getByTestId("summary-bar").getByRole("button", { name: "Continue" }).click();
    await frame.getByLabel("Full Name").fill("Iframe Customer");
    await frame.getByLabel("Email Address").fill(uniqueEmail("iframe"));
    await frame.getByRole("button", { name: "Confirm Booking" }).click();
    await expect(frame.getByRole("heading", { name: "Booking Confirmed!" })).toBeVisible();
    site.close();
  });

  test("the snippet's script sizes an embed that loaded before it (its first report went to no one)", async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const site = await serveHostPage({ withScript: false });
    await page.goto(site.url);
    const frame = page.frameLocator("#booking");
    await expect(frame.getByRole("heading", { name: "Select Service" })).toBeVisible();
    const iframe = page.locator("#booking");
    const height = () => iframe.evaluate((el) => (el as HTMLIFrameElement).style.height);
    expect(await height()).toBe("");

    // The embed has hydrated and reported its height with no listener; now the script arrives (async, slow site).
    await page.evaluate((src) => {
      const script = document.createElement("script");
      script.src = src;
      document.body.append(script);
    }, `http://localhost:${port}/embed.js`);
    await expect.poll(height).toMatch(/^\d+px$/);
    // Sized to the content, not to the body (which is at least as tall as the frame).
    await expectEmbedFitsContent(iframe, "after the script");
    expect(errors, "errors on the host page's console").toEqual([]);
    site.close();
  });

  test("bad requests to the booking API get a 4xx JSON error, never a 500", async ({ request }) => {
    const bad = [
      { body: "{not json", status: 400 },
      { body: JSON.stringify({}), status: 422 },
      {
        body: JSON.stringify({
          serviceId: "x",
          staffId: "y",
          date: "2026-01-01",
          time: "10:00",
          customerName: "A",
          customerEmail: "a@example.com",
        }),
        status: 422,
      },
      {
        body: JSON.stringify({
          serviceId: "00000000-0000-4000-8000-000000000000",
          staffId: "00000000-0000-4000-8000-000000000000",
          date: "2026-01-01",
          time: "10:00",
          customerName: "A".repeat(5000),
          customerEmail: "a@example.com",
        }),
        status: 422,
      },
    ];
    for (const { body, status } of bad) {
      const response = await request.post("/api/public/businesses/demo/bookings", {
        data: Buffer.from(body),
        headers: { "content-type": "application/json" },
      });
      expect(response.status(), body.slice(0, 40)).toBe(status);
      expect(await response.json()).toHaveProperty("error");
    }
    const unknown = await request.get(
      "/api/public/businesses/demo/availability?serviceId=00000000-0000-4000-8000-000000000000&staffId=00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.status()).toBe(400);
    expect((await request.get("/api/public/businesses/nobody/availability?serviceId=x")).status()).toBe(422);
  });
});
