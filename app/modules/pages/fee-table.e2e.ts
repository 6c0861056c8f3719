import { DESKTOP, expect, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

// Issue 33: a parent finds the fees in two taps from the home page, on a 390 px phone and a 1366 px desktop, and the
// table shows an amount without the page scrolling sideways. The office edits the fee table; a bad amount is
// refused on its cell. Screenshots go to /tmp for the reviewer to look at.

for (const viewport of [PHONE, DESKTOP]) {
  test(`a parent reaches the fees from home in at most two taps at ${viewport.width} px`, async ({
    openPage,
    server,
  }) => {
    const { page, consoleErrors } = await openPage({ viewport });
    await page.goto(`${server.url}/`);
    await page.getByRole("navigation", { name: "For parents" }).getByRole("link", { name: "Fees" }).click();
    await expect(page).toHaveURL(/\/Feestructure$/);
    const fees = page.getByRole("table", { name: "School fees by class (sample figures)" });
    await expect(fees).toBeVisible();
    const tuition = fees.getByRole("row", { name: /Classes 9 and 10/ }).getByRole("cell", { name: "₹54,000" });
    await tuition.scrollIntoViewIfNeeded();
    await expect(tuition).toBeVisible();
    await expect(page.getByText(/These fees apply from 1 April \d{4}/).first()).toBeVisible();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `/tmp/i33fees-feestructure-${viewport.width}.png`, fullPage: true });
    expect(consoleErrors).toEqual([]);
  });
}

test("the office edits the fee table: a bad amount is refused on its cell, a good one is saved", async ({
  adminPage,
  server,
}) => {
  const { page } = await adminPage({ viewport: DESKTOP });
  await page.goto(`${server.url}/welcome/pages/Feestructure`);
  await waitForHydration(page);
  const table = page.getByRole("group", { name: "Block 2: Table" });
  await expect(table.getByLabel("Academic year")).toHaveValue(/^\d{4}-\d{2}$/);
  const cell = table.getByLabel("Row 1, Tuition fee (per year)");
  await cell.fill("1e3");
  await page.getByRole("button", { name: "Save draft" }).click();
  // The message under the table that the cell names in aria-describedby.
  const refusal = page.locator('[id="page-blocks.1.rows.0.2-error"]');
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveText(/"1e3" is not an amount.*no exponents like 1e3/);
  await expect(
    page.getByRole("group", { name: "Block 2: Table" }).getByLabel("Row 1, Tuition fee (per year)"),
  ).toHaveAttribute("aria-invalid", "true");
  await expect(table.getByLabel("Row 1, Tuition fee (per year)")).toHaveAttribute(
    "aria-describedby",
    "page-blocks.1.rows.0.2-error",
  );
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/i33fees-editor-refused-1366.png", fullPage: false });
  await page
    .getByRole("group", { name: "Block 2: Table" })
    .getByLabel("Row 1, Tuition fee (per year)")
    .fill("₹ 38,500");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved. The public page is unchanged")).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole("group", { name: "Block 2: Table" }).getByLabel("Row 1, Tuition fee (per year)"),
  ).toHaveValue("₹ 38,500");
  await page.getByRole("group", { name: "Block 2: Table" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/i33fees-editor-1366.png", fullPage: false });
});
