import type { Browser, BrowserContext, Page } from "@playwright/test";

/** Debian's Chromium, never a browser downloaded by a test tool. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

export type PageOptions = {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
  reducedMotion?: "reduce" | "no-preference";
};
export type WatchedPage = { page: Page; context: BrowserContext; consoleErrors: string[] };

/** A page in its own context that records console errors and failed page scripts. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return { page, context, consoleErrors };
}

/** Waits until React has hydrated the page, so clicks reach its handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  );
  await page.waitForLoadState("networkidle");
}
