import AxeBuilder from "@axe-core/playwright";
import { expect, PHONE, test } from "../../../e2e/fixtures";
import { pdfFile, PNG_BYTES } from "../../../test/harness/office-files";

// The office replaces a document (its public address then gives the new file) and adds a donation item
// (it then shows on /Donate).

test("the office replaces a document and its public address gives the new file", async ({ adminPage, server }) => {
  const { page } = await adminPage();
  await page.goto(`${server.url}/Downloads`);
  const link = page.getByRole("link", { name: /^Fee Structure/ });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toContainText(/PDF, \d KB/);
  const address = (await link.getAttribute("href"))!;
  expect(address).toMatch(/^\/files\/\d+$/);
  const before = Buffer.from(await (await fetch(`${server.url}${address}`)).arrayBuffer());
  expect(before.toString("latin1")).toContain("Fee Structure");

  await page.goto(`${server.url}/welcome/documents`);
  const entry = page.locator(".documents-item").filter({ has: page.getByRole("link", { name: "Fee Structure" }) });
  await entry.locator("summary", { hasText: "Change or replace" }).click();
  const fileInput = entry.getByLabel("New file (leave empty to keep the current one)");
  // A picture named .pdf is refused on the field, and nothing changes.
  await fileInput.setInputFiles({ name: "fees.pdf", mimeType: "application/pdf", buffer: PNG_BYTES });
  await entry.getByRole("button", { name: "Save Fee Structure" }).click();
  // The message under the field, and the error summary's link to it.
  await expect(entry.locator(".field-error", { hasText: /named \.pdf but its contents are a PNG/ })).toBeVisible();
  await expect(entry.getByRole("link", { name: /named \.pdf but its contents are a PNG/ })).toHaveAttribute(
    "href",
    /^#document-\d+-file$/,
  );
  expect(Buffer.from(await (await fetch(`${server.url}${address}`)).arrayBuffer()).equals(before)).toBe(true);

  const fees = pdfFile("Fee structure 2026-27: tuition 24,000 a year");
  await entry.getByLabel("New file (leave empty to keep the current one)").setInputFiles({
    name: "fees-2026-27.pdf",
    mimeType: "application/pdf",
    buffer: fees,
  });
  await entry.getByRole("button", { name: "Save Fee Structure" }).click();
  await expect(page.getByText(/New file saved for "Fee Structure" \(version 2\)/)).toBeVisible();
  const after = await fetch(`${server.url}${address}`);
  expect(after.headers.get("content-type")).toBe("application/pdf");
  expect(Buffer.from(await after.arrayBuffer()).equals(fees)).toBe(true);

  // The earlier file can be made current again, still at the same address.
  const restored = page.locator(".documents-item").filter({ has: page.getByRole("link", { name: "Fee Structure" }) });
  await restored.locator("summary", { hasText: "Earlier files" }).click();
  await restored.getByRole("button", { name: "Restore version 1 of Fee Structure" }).click();
  await expect(page.getByText(/Version 1 of "Fee Structure" is the current file again/)).toBeVisible();
  expect(Buffer.from(await (await fetch(`${server.url}${address}`)).arrayBuffer()).equals(before)).toBe(true);
});

test("the office adds a donation item and it shows on /Donate", async ({ adminPage, server }) => {
  const { page } = await adminPage();
  await page.goto(`${server.url}/welcome/donation-items`);
  await page.getByLabel("Name", { exact: true }).fill("A school bag");
  await page.getByLabel("Description (what the gift pays for)").fill("A sturdy bag for one child's books.");
  await page.getByLabel("Cost in rupees").fill("0");
  await page.getByRole("button", { name: "Add item" }).click();
  // The message under the field, and the error summary's link to it.
  await expect(
    page.locator(".field-error", { hasText: "Cost must be a whole number of rupees from 1 to 1000000" }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Cost must be a whole number of rupees from 1 to 1000000" }),
  ).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("A school bag");
  await page.getByLabel("Cost in rupees").fill("60");
  await page.getByRole("button", { name: "Add item" }).click();
  await expect(page.getByText('Added: "A school bag". It shows on the Donate page.')).toBeVisible();
  await page.getByRole("button", { name: "Move A school bag up" }).click();
  await expect(page.getByText("Order saved.")).toBeVisible();

  await page.goto(`${server.url}/Donate`);
  const form = page.locator("main form");
  await expect(form.getByLabel("A school bag")).toBeVisible();
  await expect(form.getByText("A sturdy bag for one child's books.")).toBeVisible();
  await form.getByLabel("A school bag").fill("2");
  await expect(form.getByTestId("donation-total")).toHaveText("Rs. 120");
  const names = await form.locator("tbody th label").allTextContents();
  expect(names.slice(-2)).toEqual(["A school bag", "A tree for the campus"]);
});

test("the Downloads and Donate pages and both dashboard sections pass axe at 390 px without overflow", async ({
  adminPage,
  server,
}) => {
  const { page } = await adminPage({ viewport: PHONE });
  for (const path of ["/Downloads", "/Download", "/Donate", "/welcome/documents", "/welcome/donation-items"]) {
    await page.goto(`${server.url}${path}`);
    await expect(page.locator("main h1, main h2").first()).toBeVisible();
    const result = await new AxeBuilder({ page }).include("main").analyze();
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      path,
    ).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      path,
    ).toBeLessThanOrEqual(0);
  }
});
