import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { expect, PHONE, test, waitForHydration } from "./fixtures";

test.describe.configure({ mode: "parallel" });

test.describe("the shared layout in Chromium", () => {
  test("shows the header, the ticker and the footer on the home page", async ({ openPage, server }) => {
    const { page, consoleErrors } = await openPage();
    await page.goto(`${server.url}/`);
    await expect(page.locator(".site-header__name")).toHaveText(DEFAULT_SITE_SETTINGS.schoolName);
    await expect(page.locator(".ticker").getByRole("heading", { name: "Latest news", exact: true })).toBeVisible();
    await expect(page.locator(".ticker")).toContainText(
      /Coming up on \d{1,2} [A-Z][a-z]+ 20\d\d: ground-breaking ceremony/,
    );
    await expect(page.getByRole("heading", { name: "Request a call back" })).toBeVisible();
    await expect(page.locator(".site-footer__visitors")).toHaveText(/Visitor Count: \d+/);
    expect(consoleErrors).toEqual([]);
  });

  test("opens and closes the phone menu at 390 px, and closes it after a choice", async ({ openPage, server }) => {
    const { page } = await openPage({ viewport: PHONE });
    // Not the home page: its welcome popup would cover the menu (the popup has its own test).
    await page.goto(`${server.url}/Transport`);
    await waitForHydration(page);
    const toggle = page.locator("summary.main-nav__toggle");
    const menu = page.locator("#main-nav-menu");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.locator(".main-nav__drawer")).toHaveAttribute("open", "");
    await toggle.click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await page.getByText("Facilities", { exact: true }).click();
    await page.getByRole("link", { name: "Library" }).click();
    await expect(page).toHaveURL(/\/Library$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText(".data");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("opens the phone menu without JavaScript", async ({ openPage, server }) => {
    const { page } = await openPage({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto(`${server.url}/`);
    await expect(page.locator("#main-nav-menu")).toBeHidden();
    await page.locator("summary.main-nav__toggle").click();
    await page.locator(".main-nav summary", { hasText: "Facilities" }).click();
    await expect(page.locator(".main-nav").getByRole("link", { name: "Library" })).toBeVisible();
  });

  test("shows the 404 page for an unknown path", async ({ openPage, server }) => {
    const { page } = await openPage();
    const response = await page.goto(`${server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
  });
});
