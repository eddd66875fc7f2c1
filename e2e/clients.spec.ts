import { expect, expectAccessible, test, type Page } from "./support/test";
import { DEMO, signIn } from "./support/auth";

/** A small client list as Fresha exports it, one row of which (row 3) has a bad email. */
function clientCsv(stamp: string): Buffer {
  return Buffer.from(
    [
      "First Name,Last Name,Email,Mobile Number,Accepts Marketing,Note",
      `Imogen,Price${stamp},imogen.${stamp}@example.com,07700 900321,Yes,Prefers Sophie`,
      `Broken,Row${stamp},not-an-email,07700 900322,No,`,
      `Oliver,Grant${stamp},oliver.${stamp}@example.com,,No,`,
    ].join("\r\n"),
  );
}

async function chooseCsv(page: Page, stamp: string) {
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "clients.csv", mimeType: "text/csv", buffer: clientCsv(stamp) });
}

test.describe("the client book", () => {
  test("the owner adds a client, imports a CSV with a bad row, and books one from New appointment", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = String(Date.now() % 1_000_000_000);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Add client: a field error first, nothing typed lost; then the client's page with no visits.
    await page.goto("/dashboard/customers");
    await page.getByRole("link", { name: "Add client" }).click();
    await expect(page.getByRole("heading", { name: "Add client", level: 1 })).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill(`Hannah Added${stamp}`);
    await page.getByLabel("Email", { exact: true }).fill("hannah-at-example");
    await page.getByLabel("Phone (optional)").fill("07700 900111");
    await page.getByLabel("Notes (optional)").fill("Sensitive scalp");
    await page.getByRole("button", { name: "Add client" }).click();
    await expect(page.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`Hannah Added${stamp}`);
    await expect(page.getByLabel("Notes (optional)")).toHaveValue("Sensitive scalp");
    await expectAccessible(page);
    await page.getByLabel("Email", { exact: true }).fill(`hannah.${stamp}@example.com`);
    await page.getByLabel("They agree to receive marketing emails").check();
    await page.getByRole("button", { name: "Add client" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/customers/hannah\\.${stamp}%40example\\.com$`));
    await expect(page.getByRole("heading", { name: `Hannah Added${stamp}`, level: 1 })).toBeVisible();
    await expect(page.getByTestId("no-visits")).toContainText("No visits yet");
    await expect(page.getByTestId("client-record")).toContainText("Accepts marketing");
    await expect(page.getByRole("textbox", { name: "Notes" })).toHaveValue("Sensitive scalp");
    await expectAccessible(page);

    // The same email again is a field error with a link to that customer.
    await page.goto("/dashboard/customers/new");
    await page.getByLabel("Name", { exact: true }).fill("Someone Else");
    await page.getByLabel("Email", { exact: true }).fill(`Hannah.${stamp}@example.com`);
    await page.getByRole("button", { name: "Add client" }).click();
    await expect(page.getByText("A customer with this email address already exists.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Open this customer" })).toBeVisible();

    // Import: the preview names the bad row; the import takes the two good ones.
    await page.goto("/dashboard/customers");
    await page.getByRole("link", { name: "Import clients" }).click();
    await expect(page.getByRole("heading", { name: "Import clients", level: 1 })).toBeVisible();
    await chooseCsv(page, stamp);
    await expect(page.getByTestId("import-summary")).toContainText("3 rows read: 2 clients to import");
    await expect(page.getByTestId("import-errors")).toContainText("Row 3: email is not valid");
    const rows = page.getByTestId("import-preview-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText("email is not valid");
    await expect(page.getByTestId("import-mapping")).toContainText("Mobile Number");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Import 2 clients" }).click();
    await expect(page.getByTestId("import-done")).toContainText("2 clients imported; 1 row skipped.");
    await expect(page.getByTestId("import-done")).toContainText("Row 3: email is not valid");
    await expectAccessible(page);

    // They are customers: listed and searchable.
    await page.getByRole("link", { name: "View customers" }).click();
    await expect(page).toHaveURL(/\/dashboard\/customers$/);
    await page.getByLabel("Search").fill(stamp);
    await page.getByRole("button", { name: "Search" }).click();
    const found = page.getByTestId("customer-row");
    await expect(found).toHaveCount(3);
    await expect(page.getByRole("table", { name: "Customers" })).toContainText(`Imogen Price${stamp}`);
    await expect(page.getByRole("table", { name: "Customers" })).toContainText(`oliver.${stamp}@example.com`);

    // New appointment's customer search finds an imported client and fills in their details.
    await page.goto("/dashboard/schedule?new=1");
    const dialog = page.getByRole("dialog", { name: "New appointment" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Find a customer").fill(`Price${stamp}`);
    const option = dialog.getByRole("button", { name: new RegExp(`Imogen Price${stamp}`) });
    await expect(option).toBeVisible();
    await expectAccessible(page);
    await option.click();
    await expect(dialog.getByLabel("Customer name")).toHaveValue(`Imogen Price${stamp}`);
    await expect(dialog.getByLabel("Email (optional)")).toHaveValue(`imogen.${stamp}@example.com`);
    await expect(dialog.getByLabel("Phone (optional)")).toHaveValue("07700 900321");
  });

  test("on a 390 px phone the import preview is cards and nothing scrolls sideways; staff cannot import", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const stamp = String(Date.now() % 1_000_000_000);
    await signIn(page, DEMO.owner.email, DEMO.owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/customers/import");
    await chooseCsv(page, stamp);
    await expect(page.getByTestId("import-preview-card")).toHaveCount(3);
    await expect(page.getByRole("button", { name: "Import 2 clients" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);

    await page.context().clearCookies();
    await signIn(page, DEMO.staff.email, DEMO.staff.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of ["/dashboard/customers/import", "/dashboard/customers/new"]) {
      expect((await page.goto(path))?.status()).toBe(403);
    }
  });
});
