import fs from "node:fs";
import { expect, test, type Page } from "./support/test";
import { DEMO, signIn } from "./support/auth";

const port = Number(process.env.E2E_PORT ?? 3100);
const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text }).last();
const FEED_URL = new RegExp(`^http://localhost:${port}/api/calendar/ical/[0-9a-f-]{36}\\?token=[A-Za-z0-9_-]{32}$`);

async function shownFeedUrl(page: Page): Promise<string> {
  const field = page.getByLabel("Feed URL", { exact: true });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(field).toHaveValue(FEED_URL);
  const url = await field.inputValue();
  await page.getByRole("button", { name: "Hide" }).click();
  await expect(field).not.toHaveValue(url);
  return url;
}

test.describe("calendar sync", () => {
  test("the owner shows, copies, subscribes to, regenerates and downloads the business's calendar", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await page.getByTestId("sidebar").getByRole("link", { name: "Calendar Sync" }).click();
    await expect(page.getByRole("heading", { name: "Calendar Integration", level: 1 })).toBeVisible();
    for (const section of ["Quick Export", "iCal Feed URL", "Sync Settings", "Integration Status", "Export Statistics"])
      await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();

    // Hidden until shown; the address is on the platform origin with a 192-bit token.
    const field = page.getByLabel("Feed URL", { exact: true });
    await expect(field).not.toHaveValue(/token=/);
    const feedUrl = await shownFeedUrl(page);

    await page.getByRole("button", { name: "Copy feed URL" }).click();
    await expect(page.getByRole("button", { name: "Copied! feed URL" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);

    // A retry finds what a failed first attempt left behind: sync switched on, fetches counted.
    const syncSwitch = page.getByRole("switch", { name: "Sync Enabled" });
    if ((await syncSwitch.getAttribute("aria-checked")) === "true") {
      await syncSwitch.click();
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect(toast(page, "Your calendar settings have been saved.")).toBeVisible();
    }
    const statistics = page.getByTestId("export-statistics");
    const hitsBefore = Number(/Feed hits \(7 days\)(\d+)/.exec((await statistics.textContent()) ?? "")?.[1] ?? "0");

    // Off by default: the feed answers 404 until Sync Enabled is saved, so the subscribe links wait, saying why.
    expect((await page.request.get(feedUrl)).status()).toBe(404);
    await expect(page.getByText("The feed is switched off.")).toBeVisible();
    for (const name of [/Add to Google Calendar/, /Add to Outlook/]) {
      await expect(page.getByRole("link", { name })).toHaveCount(0);
      await expect(page.getByRole("button", { name })).toBeDisabled();
      await expect(page.getByRole("button", { name })).toHaveAccessibleDescription(/once Sync Enabled is on/);
    }
    await syncSwitch.click();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "Your calendar settings have been saved.")).toBeVisible();
    await expect(page.getByTestId("integration-status")).toContainText("Active");

    // Now they subscribe to the live feed, which answers (below).
    const google = await page.getByRole("link", { name: /Add to Google Calendar/ }).getAttribute("href");
    expect(new URL(google!).searchParams.get("cid")).toBe(feedUrl);
    const outlook = await page.getByRole("link", { name: /Add to Outlook/ }).getAttribute("href");
    expect(new URL(outlook!).searchParams.get("url")).toBe(feedUrl);

    const feed = await page.request.get(feedUrl, { headers: { "User-Agent": "E2E-Calendar/1.0" } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers()["content-encoding"]).toBe("gzip");
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");
    const repeat = await page.request.get(feedUrl, {
      headers: { "User-Agent": "E2E-Calendar/1.0", "If-None-Match": feed.headers()["etag"] },
    });
    expect(repeat.status()).toBe(304);

    // Each fetch is written just after its response went (after()), so a busy server may need a moment.
    await expect(async () => {
      await page.reload();
      await expect(statistics).toContainText(`Feed hits (7 days)${hitsBefore + 2}`, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(statistics).toContainText("E2E-Calendar/1.0");

    // Regenerate: confirmed in a dialog; the old address stops working at once.
    await page.getByRole("button", { name: "Regenerate URL", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "Regenerate feed URL?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Regenerate" }).click();
    await expect(toast(page, "The old one has stopped working")).toBeVisible();
    const newUrl = await shownFeedUrl(page);
    expect(newUrl).not.toBe(feedUrl);
    expect((await page.request.get(feedUrl)).status()).toBe(404);
    expect((await page.request.get(newUrl)).status()).toBe(200);
    const googleAfter = await page.getByRole("link", { name: /Add to Google Calendar/ }).getAttribute("href");
    expect(new URL(googleAfter!).searchParams.get("cid")).toBe(newUrl);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download .ics" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("bella-beauty-studio-bookings.ics");
    expect(fs.readFileSync((await download.path())!, "utf8")).toContain("BEGIN:VEVENT");

    // Leave the demo business as it was for other tests.
    await page.getByRole("switch", { name: "Sync Enabled" }).click();
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "Your calendar settings have been saved.")).toBeVisible();
  });

  test("a booking's action menu downloads it as booking-{id}.ics", async ({ page }) => {
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await page.goto("/dashboard/bookings");
    const row = page.getByTestId("booking-row").first();
    await row.getByRole("button", { name: /^Actions for / }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Download .ics" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^booking-[0-9a-f-]{36}\.ics$/);
    expect(fs.readFileSync((await download.path())!, "utf8")).toContain("BEGIN:VEVENT");
  });

  test("staff get My Calendar (their own feed and personal calendar), never the business's calendar", async ({
    page,
  }) => {
    await signIn(page, DEMO.staff.email, DEMO.staff.password);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
    await expect(page.getByTestId("sidebar").getByRole("link", { name: "Calendar Sync" })).toHaveCount(0);
    expect((await page.request.get("/api/calendar/export")).status()).toBe(404);

    await page.getByTestId("sidebar").getByRole("link", { name: "My Calendar" }).click();
    await expect(page.getByRole("heading", { name: "My Calendar", level: 1 })).toBeVisible();
    const field = page.getByLabel("Feed URL", { exact: true });
    await page.getByRole("button", { name: "Show" }).click();
    // Their own feed (by staff member), not the business's.
    await expect(field).toHaveValue(
      new RegExp(
        `^http://localhost:${port}/api/calendar/ical/[0-9a-f-]{36}/staff/[0-9a-f-]{36}\\?token=[A-Za-z0-9_-]+$`,
      ),
    );
    // The demo business keeps feeds off: the subscribe links wait and say why (the feed would answer 404).
    expect((await page.request.get(await field.inputValue())).status()).toBe(404);
    await expect(page.getByRole("link", { name: /Add to Google Calendar/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Add to Google Calendar/ })).toBeDisabled();
    await expect(page.getByRole("button", { name: /Add to Outlook/ })).toHaveAccessibleDescription(
      /switched calendar feeds off/,
    );
    // Only the owner or a manager regenerates a feed, and the business's settings are not here.
    await expect(page.getByRole("button", { name: "Regenerate URL" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Sync Settings" })).toHaveCount(0);
    // The owner lets staff manage their availability (the demo default): their personal calendar is here.
    await expect(page.getByRole("heading", { name: "Personal calendar" })).toBeVisible();
    await expect(page.getByLabel("Secret iCal address")).toBeVisible();
  });
});
