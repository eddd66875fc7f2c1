import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
async function run(width, height, prefix) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto("http://localhost:3204/book/demo");
  await page.waitForTimeout(500);
  await page.screenshot({ path: `docs/screenshots/${prefix}-1-service.png` });
  await page.getByTestId("service-option").filter({ hasText: "Beard Trim" }).click();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `docs/screenshots/${prefix}-2-staff.png` });
  await page.getByTestId("staff-option").filter({ hasText: "Any professional" }).click();
  await page.getByTestId("time-option").first().waitFor();
  await page.getByTestId("time-option").nth(2).click();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `docs/screenshots/${prefix}-3-date-time.png` });
  await page.getByTestId("summary-bar").getByRole("button", { name: "Continue" }).click();
  await page.waitForTimeout(700);
  await page.getByLabel("Full Name").fill("Olivia Harris");
  await page.getByLabel("Email Address").fill(`olivia.${width}.${Date.now()}@example.com`);
  await page.screenshot({ path: `docs/screenshots/${prefix}-4-details.png` });
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `docs/screenshots/${prefix}-5-confirmed.png`, fullPage: true });
  await page.close();
}
await run(390, 844, "booking-390");
await run(1280, 900, "booking-1280");
await browser.close();
