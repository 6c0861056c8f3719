import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "~/features/settings/schema";
import { launchBrowser, openPage, PHONE, waitForHydration } from "../test/harness/browser";
import { startServer, type RunningServer } from "../test/harness/server";

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the shared layout in Chromium", () => {
  it("shows the header, the ticker and the footer on the home page", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await expect(page.locator(".site-header__name").textContent()).resolves.toBe(DEFAULT_SITE_SETTINGS.schoolName);
    await expect(page.getByRole("heading", { name: "LATEST NEWS" }).isVisible()).resolves.toBe(true);
    await expect(page.locator(".ticker").textContent()).resolves.toContain("19 August 2024");
    await expect(page.getByRole("heading", { name: "REQUEST A CALL BACK" }).isVisible()).resolves.toBe(true);
    await expect(page.locator(".site-footer__visitors").textContent()).resolves.toMatch(/Visitor Count: \d+/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("opens and closes the phone menu at 390 px, and closes it after a choice", async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    // Not the home page: its welcome popup would cover the menu (the popup has its own test).
    await page.goto(`${server.url}/Transport`);
    await waitForHydration(page);
    const toggle = page.locator("summary.main-nav__toggle");
    const menu = page.locator("#main-nav-menu");
    await expect(menu.isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(page.locator(".main-nav__drawer").getAttribute("open")).resolves.toBe("");
    await toggle.click();
    await expect(menu.isVisible()).resolves.toBe(false);

    await toggle.click();
    await page.getByText("Facilities", { exact: true }).click();
    await page.getByRole("link", { name: "Library" }).click();
    await page.waitForURL(/\/Library$/);
    await menu.waitFor({ state: "hidden", timeout: 5000 });
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.not.toContain(".data");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("opens the phone menu without JavaScript", async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    await page.goto(`${server.url}/`);
    await expect(page.locator("#main-nav-menu").isVisible()).resolves.toBe(false);
    await page.locator("summary.main-nav__toggle").click();
    await page.locator(".main-nav summary", { hasText: "Facilities" }).click();
    await expect(page.locator(".main-nav").getByRole("link", { name: "Library" }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("shows the 404 page for an unknown path", async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto(`${server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Page not found");
    await expect(page.getByRole("link", { name: "Go to the home page" }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});
