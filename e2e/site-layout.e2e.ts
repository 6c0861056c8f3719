import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

const PHONES = [320, 375, 390, 768];
const HEIGHT = 667;

/** Where <main> starts on the page, in CSS pixels from the top. */
const contentTop = (page: Page) =>
  page.evaluate(() => document.querySelector("main")!.getBoundingClientRect().top + window.scrollY);

test.describe("the phone and tablet menu (1023 px and narrower)", () => {
  for (const width of PHONES)
    test(`at ${width} px: header under 120 px, each section open stays inside the screen`, async ({
      openPage,
      server,
    }) => {
      const { page } = await openPage({ viewport: { width, height: HEIGHT } });
      {
        await page.goto(`${server.url}/Transport`);
        await waitForHydration(page);
        expect(await contentTop(page)).toBeLessThan(120);
        // The school's name once, and whole: the short name on a phone, the full name on a tablet.
        const names = await page.evaluate(() =>
          Array.from(document.querySelectorAll(".site-header__name, .main-nav__short-name, .main-nav__full-name"))
            .filter((name) => name.getBoundingClientRect().width > 0)
            .map((name) => ({ text: name.textContent, cut: name.scrollWidth > name.clientWidth })),
        );
        expect(names).toHaveLength(1);
        expect(names[0].cut, `${names[0].text} is cut`).toBe(false);
        await page.locator("summary.main-nav__toggle").click();
        const sections = page.locator(".main-nav__group > details > summary");
        const problems: string[] = [];
        for (let i = 0; i < (await sections.count()); i++) {
          await sections.nth(i).scrollIntoViewIfNeeded();
          await sections.nth(i).click();
          const state = await page.evaluate(() => {
            const panel = document.querySelector("#main-nav-menu")!.getBoundingClientRect();
            const open = document.querySelectorAll(".main-nav__group > details[open]");
            const links = Array.from(open[0]?.querySelectorAll("a") ?? []).map((a) => a.getBoundingClientRect());
            return {
              open: open.length,
              right: Math.max(panel.right, ...links.map((l) => l.right)),
              bottom: panel.bottom,
              pageWidth: document.documentElement.scrollWidth,
            };
          });
          const name = await sections.nth(i).textContent();
          if (state.open !== 1) problems.push(`${name}: ${state.open} sections open`);
          if (state.right > width || state.pageWidth > width) problems.push(`${name}: ${state.right}px wide`);
          if (state.bottom > HEIGHT + 1) problems.push(`${name}: menu ends at ${state.bottom}px, below the screen`);
        }
        expect(problems).toEqual([]);
      }
    });

  test("closes on choosing the current page, on Escape, and keeps focus inside while open", async ({
    openPage,
    server,
  }) => {
    const { page } = await openPage({ viewport: { width: 390, height: 844 } });
    {
      await page.goto(`${server.url}/Transport`);
      await waitForHydration(page);
      const drawer = page.locator(".main-nav__drawer");
      const isOpen = () => drawer.evaluate((d) => (d as HTMLDetailsElement).open);
      await page.locator("summary.main-nav__toggle").click();
      await page.getByText("Facilities", { exact: true }).click();
      await page.getByRole("link", { name: "Transport" }).click();
      await expect.poll(isOpen, { timeout: 10_000 }).toBe(false);
      expect(new URL(page.url()).pathname).toBe("/Transport");

      await page.locator("summary.main-nav__toggle").click();
      expect(await isOpen()).toBe(true);
      for (let i = 0; i < 30; i++) await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".main-nav__drawer")))).toBe(true);
      for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".main-nav__drawer")))).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(isOpen, { timeout: 10_000 }).toBe(false);
    }
  });

  test("works without JavaScript: closed at first, opens, one section at a time, links reachable", async ({
    openPage,
    server,
  }) => {
    const { page } = await openPage({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    {
      await page.goto(`${server.url}/Faq`);
      expect(await contentTop(page)).toBeLessThan(120);
      expect(await page.locator("#main-nav-menu").isVisible()).toBe(false);
      await page.locator("summary.main-nav__toggle").click();
      await page.getByText("Facilities", { exact: true }).click();
      await page.getByText("Admission", { exact: true }).click();
      expect(await page.locator(".main-nav__group > details[open]").count()).toBe(1);
      await page.getByRole("link", { name: "Fee Structure" }).click();
      await page.waitForURL(/\/Feestructure$/);
    }
  });
});

test.describe("the desktop menu", () => {
  for (const width of [1024, 1280, 1366])
    test(`at ${width} px: dropdowns stay inside the window; one row from 1280 px`, async ({ openPage, server }) => {
      const { page } = await openPage({ viewport: { width, height: 800 } });
      {
        await page.goto(`${server.url}/Transport`);
        await waitForHydration(page);
        const layout = await page.evaluate(() => {
          const items = Array.from(document.querySelectorAll(".main-nav__menu > li")).map((li) =>
            Math.round(li.getBoundingClientRect().top),
          );
          return {
            rows: new Set(items).size,
            bar: document.querySelector(".main-nav")!.getBoundingClientRect().height,
            logo: document.querySelector(".main-nav__logo")!.getBoundingClientRect().width,
            name: document.querySelector(".main-nav__short-name")!.textContent,
          };
        });
        if (width >= 1280) {
          expect(layout.rows).toBe(1);
          expect(layout.bar).toBeLessThanOrEqual(64);
        }
        expect(layout.logo).toBeGreaterThan(0);
        expect(layout.name).toBeTruthy();
        const sections = page.locator(".main-nav__group > details > summary");
        const problems: string[] = [];
        for (let i = 0; i < (await sections.count()); i++) {
          await sections.nth(i).click();
          // The script may flip a dropdown that would run past the edge just after it opens.
          const inside = await page
            .waitForFunction(
              (width) => {
                const list = document.querySelector(".main-nav__group > details[open] ul")!.getBoundingClientRect();
                return list.left >= 0 && list.right <= width && list.bottom <= 800;
              },
              width,
              { timeout: 2000 },
            )
            .then(() => true)
            .catch(() => false);
          if (!inside) problems.push(`${await sections.nth(i).textContent()}: runs past the window`);
        }
        await page.keyboard.press("Escape");
        expect(await page.locator(".main-nav details[open]").count()).toBe(0);
        expect(problems).toEqual([]);
      }
    });

  test("keeps the bar with the logo and short name at the top once scrolled", async ({ openPage, server }) => {
    const { page } = await openPage({ viewport: { width: 1366, height: 800 } });
    {
      await page.goto(`${server.url}/Laboratories`);
      await page.evaluate(() => window.scrollTo(0, 1200));
      const top = await page.locator(".main-nav").evaluate((nav) => nav.getBoundingClientRect().top);
      expect(top).toBe(0);
      expect(await page.locator(".main-nav__short-name").isVisible()).toBe(true);
    }
  });
});

test.describe("the news ticker", () => {
  test("has a pause switch that stops it, with and without JavaScript", async ({ openPage, server }) => {
    for (const javaScriptEnabled of [true, false]) {
      const { page } = await openPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
      {
        await page.goto(`${server.url}/Faq`);
        const state = () =>
          page.locator(".ticker__track").evaluate((track) => getComputedStyle(track).animationPlayState);
        expect(await state()).toBe("running");
        await page.getByRole("checkbox", { name: "Pause the news" }).check();
        expect(await state()).toBe("paused");
      }
    }
  });
});
