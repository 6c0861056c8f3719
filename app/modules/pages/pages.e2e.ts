import AxeBuilder from "@axe-core/playwright";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { signInAs } from "../../../test/harness/admin";
import { DESKTOP, expect, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

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
  // The list shows titles as the public reads them, and keeps its words whole at desktop width.
  await expect(page.locator(".pages-table")).toContainText(`${DEFAULT_SITE_SETTINGS.schoolName} | Day and residential`);
  await expect(page.locator(".pages-table")).not.toContainText("{school}");
  const row = page.getByRole("row", { name: /Transport/ }).first();
  await expect(row).toContainText("Published");
  const hide = row.getByRole("button", { name: /^Hide/ });
  expect((await hide.boundingBox())!.height).toBeLessThan(48);
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
  // The preview shows the saved draft in the public page's frame, at a phone's width, to signed-in users only.
  const preview = await page.context().newPage();
  await preview.setViewportSize(PHONE);
  await preview.goto(`${server.url}/welcome/pages/Transport/preview`);
  await expect(preview.getByText("Preview of the draft: the public does not see this yet.")).toBeVisible();
  await expect(preview.getByText(NEW_POLICY)).toBeVisible();
  await expect(preview.getByRole("table").getByText("21,000")).toBeVisible();
  expect(await preview.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await preview.close();
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
  // Compare the built-in version with the text now published: only the changed blocks, then and now.
  await revisions
    .getByRole("listitem")
    .nth(1)
    .getByRole("link", { name: /^Compare/ })
    .click();
  const comparison = page.getByRole("region", { name: /compared with the text being edited/ });
  await expect(comparison.getByRole("heading", { name: "Block 5: Table" })).toBeVisible();
  await expect(comparison.getByText("Under 5 KM | 7,000 | 7,000 | 6,000 | 20,000")).toBeVisible();
  await expect(comparison.getByText("Under 5 KM | 7,000 | 7,000 | 6,000 | 21,000")).toBeVisible();
  await expect(comparison.getByRole("heading", { name: "Block 4: Heading" })).toHaveCount(0);
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
  // Usable on a phone: no sideways scroll (wide tables scroll in their own box), no serious axe findings.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page }).include("main").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  await page.getByRole("button", { name: "Add block" }).click();
  const last = page.getByRole("group", { name: /^Block \d+: Paragraph$/ }).last();
  await last.getByLabel("Paragraph").fill("x".repeat(5001));
  await page.getByLabel("Heading", { exact: true }).first().fill("Library and reading room");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/paragraph\), text: Must be at most 5000 characters/).first()).toBeVisible();
  await expect(page.getByLabel("Heading", { exact: true }).first()).toHaveValue("Library and reading room");
});

test("a second editor's stale save is refused with who saved first, and her text is kept", async ({
  adminPage,
  openPage,
  server,
}) => {
  const first = (await adminPage({ viewport: DESKTOP })).page;
  const second = await openPage({ viewport: DESKTOP });
  const colleague = await signInAs(server, "editor");
  const [name, value] = colleague.cookie.split("=") as [string, string];
  await second.context.addCookies([{ name, value, url: server.url }]);
  for (const page of [first, second.page]) {
    await page.goto(`${server.url}/welcome/pages/medical`);
    await waitForHydration(page);
  }
  await first.getByLabel("Heading", { exact: true }).first().fill("Medical care (first editor)");
  await first.getByRole("button", { name: "Save draft" }).click();
  await expect(first.getByText("Draft saved.")).toBeVisible();

  const mine = second.page.getByLabel("Heading", { exact: true }).first();
  await mine.fill("Medical care (second editor)");
  await second.page.getByRole("button", { name: "Save draft" }).click();
  await expect(
    second.page.getByText(/changed this page at .*, after you opened it\. Nothing was saved\./),
  ).toBeVisible();
  await expect(mine).toHaveValue("Medical care (second editor)");
  await second.page.getByRole("button", { name: "Save mine over theirs" }).click();
  await expect(second.page.getByText("Draft saved.")).toBeVisible();
  await expect(second.page.getByLabel("Heading", { exact: true }).first()).toHaveValue("Medical care (second editor)");
});
