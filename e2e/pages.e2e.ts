import { DESKTOP, expect, PHONE, test, waitForHydration } from "./fixtures";

// The office edits a public page: changes a transport policy and a tariff cell, publishes, and the public
// /Transport shows it; restores the built-in version, publishes, and the old words are back.

const POLICY = "Seats on the school buses are allotted on a first come, first served basis.";
const NEW_POLICY = "Seats on the school buses are allotted by distance, nearest homes first.";

test("a clerk changes the transport page, publishes it, and restores the earlier version", async ({
  adminPage,
  openPage,
  server,
}) => {
  const { page, consoleErrors } = await adminPage({ viewport: DESKTOP });
  await page.goto(`${server.url}/welcome/pages`);
  await waitForHydration(page);
  const row = page.getByRole("row", { name: /Transport/ }).first();
  await expect(row).toContainText("Published");
  await row.getByRole("link", { name: "Transport" }).click();
  await expect(page.getByRole("heading", { name: "Edit the page /Transport" })).toBeVisible();

  const tariff = page.getByRole("group", { name: "Block 5: Table" });
  await tariff.getByLabel("Row 1, Annual tariff").fill("21,000");
  const policies = page.getByRole("group", { name: "Block 7: List" });
  const items = policies.getByLabel("Items");
  await items.fill((await items.inputValue()).replace(POLICY, NEW_POLICY));
  // A block button keeps what was typed: add a row, then remove it again.
  await tariff.getByRole("button", { name: "Add a row" }).click();
  await expect(tariff.getByLabel("Row 5, Distance")).toBeVisible();
  await expect(tariff.getByLabel("Row 1, Annual tariff")).toHaveValue("21,000");
  await tariff.getByRole("button", { name: "Remove row 5" }).click();
  await expect(tariff.getByLabel("Row 5, Distance")).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Block 7: List" }).getByLabel("Items")).toHaveValue(
    new RegExp(NEW_POLICY),
  );

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved. The public page is unchanged")).toBeVisible();
  const visitor = (await openPage({ viewport: PHONE })).page;
  await visitor.goto(`${server.url}/Transport`);
  await expect(visitor.getByText(POLICY)).toBeVisible();

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: the public page /Transport shows your changes now.")).toBeVisible();
  await visitor.goto(`${server.url}/Transport`);
  await expect(visitor.getByText(NEW_POLICY)).toBeVisible();
  await expect(visitor.getByRole("table").getByText("21,000")).toBeVisible();

  const revisions = page.getByRole("region", { name: "Published versions" });
  await expect(revisions.getByRole("listitem")).toHaveCount(2);
  await expect(revisions.getByRole("listitem").first()).toContainText(/Changed blocks 5 \(table\), 7 \(list\)/);
  await revisions.getByRole("button", { name: /^Restore/ }).click();
  await expect(page.getByText("That version is now the draft.")).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: the public page /Transport")).toBeVisible();
  await visitor.goto(`${server.url}/Transport`);
  await expect(visitor.getByText(POLICY)).toBeVisible();
  await expect(visitor.getByText(NEW_POLICY)).toHaveCount(0);
  await expect(visitor.getByRole("table").getByText("21,000")).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("a bad block is refused with its message and the clerk's text kept", async ({ adminPage, server }) => {
  const { page } = await adminPage({ viewport: PHONE });
  await page.goto(`${server.url}/welcome/pages/library`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add block" }).click();
  const last = page.getByRole("group", { name: /^Block \d+: Paragraph$/ }).last();
  await last.getByLabel("Paragraph").fill("x".repeat(5001));
  await page.getByLabel("Heading", { exact: true }).first().fill("Library and reading room");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/paragraph\), text: Must be at most 5000 characters/).first()).toBeVisible();
  await expect(page.getByLabel("Heading", { exact: true }).first()).toHaveValue("Library and reading room");
});
