import AxeBuilder from "@axe-core/playwright";
import { expect, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

// The office reads the visit figures: a visitor's pages and searches appear in the Visits section, its chart draws,
// the filter refuses an empty term on its field, the CSV downloads, and the section passes axe at 1366 and 390 px.

test("the Visits section shows what a visitor read and searched, with a chart, a filter and a CSV", async ({
  openPage,
  adminPage,
  server,
}) => {
  const { page: visitor } = await openPage();
  await visitor.goto(`${server.url}/Faq`);
  await visitor.goto(`${server.url}/search?q=Transport`);
  await visitor.goto(`${server.url}/search?q=qqzzxy`);

  const { page } = await adminPage();
  await page.goto(`${server.url}/welcome/visits?days=7`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Visits" })).toBeVisible();
  await expect(page.getByTestId("visit-chart").locator("canvas").first()).toBeVisible();
  const table = (caption: string) => page.locator("table", { has: page.locator("caption", { hasText: caption }) });
  await expect(table("Pages read")).toContainText("/Faq");
  await expect(table("Searches that found nothing")).toContainText("qqzzxy");
  await expect(table("Search terms")).toContainText("transport");

  // The filter: an empty term is said on its field; a term narrows both search tables.
  await page.getByLabel("Search terms containing").fill("");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.locator("#visit-term-error")).toHaveText("Type the words to look for among the search terms");
  await expect(page.getByLabel("Search terms containing")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Search terms containing").fill("qqzz");
  await page.getByLabel("365 days").check();
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/days=365&term=qqzz/);
  await expect(table("Search terms containing")).toContainText("qqzzxy");
  await expect(table("Search terms containing")).not.toContainText("transport");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download these 365 days as CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^visit-figures-365-days-\d{4}-\d{2}-\d{2}\.csv$/);

  for (const viewport of [{ width: 1366, height: 900 }, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto(`${server.url}/welcome/visits?days=30`);
    await waitForHydration(page);
    await expect(page.getByTestId("visit-chart").locator("canvas").first()).toBeVisible();
    const result = await new AxeBuilder({ page }).include("main").analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
});
