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

/**
 * Waits until the page's scripts run, so clicks reach their handlers: React has hydrated the page (the root
 * layout marks it after the first commit; React Router's globals exist well before that), or, on a page without
 * React, its small modules have run (their loader marks the page once all have).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" || document.documentElement.dataset.behaviours === "ready",
  );
  await page.waitForLoadState("networkidle");
}

/**
 * waitForHydration for a page whose clock a test has stopped: the loader asks for the modules a moment after the
 * page's last paint, by the page's own timers, so the clock is moved on in small steps until they have run.
 */
export async function runClockUntilReady(page: Page) {
  const step = 10;
  for (let moved = 0; moved <= 2000; moved += step) {
    if (await page.evaluate(() => document.documentElement.dataset.behaviours === "ready")) return;
    await page.clock.runFor(step);
  }
  throw new Error("The page's modules did not run within 2 s of its own time");
}

/**
 * The addresses of the page's scripts: those it names in tags, and the modules the loader of a page
 * without React asks for. Such a page loads no React Router entry or route module.
 */
export async function pageScripts(page: Page) {
  return page.evaluate(() => [
    ...[...document.querySelectorAll("script[src], link[rel=modulepreload]")].map(
      (element) => element.getAttribute("src") ?? element.getAttribute("href") ?? "",
    ),
    ...[...document.querySelectorAll<HTMLScriptElement>("script[data-modules]")].flatMap((loader) =>
      (loader.dataset.modules ?? "").split(" "),
    ),
  ]);
}

/** Asserts that the page ships no React: no React Router state, one inline script (the loader), only behaviour modules. */
export async function expectNoReact(page: Page) {
  const scripts = await pageScripts(page);
  const inline = await page.evaluate(
    () =>
      [...document.querySelectorAll("script:not([src])")].filter(
        (s) => s.getAttribute("type") !== "application/ld+json" && !s.hasAttribute("data-modules"),
      ).length,
  );
  const react = await page.evaluate(() => "__reactRouterContext" in window || "__reactRouterRouteModules" in window);
  if (react || inline > 0 || scripts.some((src) => !/\/assets\/behaviour-[\w-]+\.js$/.test(src)))
    throw new Error(`the page ships React or inline scripts: ${JSON.stringify({ react, inline, scripts })}`);
}
