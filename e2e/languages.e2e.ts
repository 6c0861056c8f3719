import AxeBuilder from "@axe-core/playwright";
import { expect, expectNoReact, PHONE, test, waitForHydration } from "./fixtures";

// The language switcher on a phone: in the folded menu, it opens the same page in the other language, and the
// home page's bare address then follows the choice. A Hindi page passes axe and ships no React.

test.describe("languages", () => {
  test("switching language from the phone menu keeps the page, and '/' remembers the choice", async ({
    openPage,
    server,
  }) => {
    const { page, consoleErrors } = await openPage({ viewport: PHONE });
    await page.goto(`${server.url}/Library`);
    await waitForHydration(page);
    await page.locator("summary.main-nav__toggle").click();
    const hindi = page.locator(".main-nav__languages a[hreflang=hi]");
    await expect(hindi).toBeVisible();
    await expect(hindi).toHaveText("हिन्दी");
    await hindi.click();
    await expect(page).toHaveURL(`${server.url}/hi/Library`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator("summary.main-nav__toggle")).toContainText("मेन्यू");
    await expect(page.locator(".untranslated-note")).toBeVisible();

    await page.goto(`${server.url}/`);
    await expect(page).toHaveURL(`${server.url}/hi/`);
    await waitForHydration(page);
    await page.locator("summary.main-nav__toggle").click();
    await page.locator(".main-nav__languages a[hreflang=en]").click();
    await expect(page).toHaveURL(`${server.url}/`);
    await page.goto(`${server.url}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(consoleErrors).toEqual([]);
  });

  test("a Hindi form page passes axe and ships no React", async ({ openPage, server }) => {
    const { page } = await openPage({ viewport: PHONE });
    await page.goto(`${server.url}/hi/Onlineenquiryform`);
    await waitForHydration(page);
    await expectNoReact(page);
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
