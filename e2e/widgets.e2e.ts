import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentPages } from "~/content";
import { faqs } from "~/content/faq";
import { publicAlumni } from "~/content/alumni";
import { DEFAULT_SITE_SETTINGS } from "~/features/settings/defaults";
import { fillTokens } from "~/features/settings/tokens";
import { DESKTOP, launchBrowser, openPage, PHONE, waitForHydration } from "../test/harness/browser";
import { startServer, type RunningServer } from "../test/harness/server";

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const selectedSlide = (page: Page, selector: string) =>
  page.locator(selector).getAttribute("data-selected").then(Number);
const isOpen = (page: Page, selector = "dialog.modal") =>
  page.locator(selector).evaluate((d) => (d as HTMLDialogElement).open);

describe("home page widgets", () => {
  it("opens the welcome popup about 1 s after load; its button and Escape close it and focus returns", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const popup = page.locator("dialog.welcome-popup");
    const started = Date.now();
    await popup.waitFor({ state: "visible", timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(4000);
    await expect(popup.locator("h2").textContent()).resolves.toBe(
      `Laying the Foundation for a Brighter Future Welcome To ${DEFAULT_SITE_SETTINGS.schoolName}`,
    );
    await expect(popup.getByRole("button", { name: /Go to slide/ }).count()).resolves.toBe(5);
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(isOpen(page, "dialog.welcome-popup")).resolves.toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();

    // A new session: focus something first, close with Escape, focus comes back.
    const second = await openPage(browser, { viewport: PHONE });
    await second.page.goto(`${server.url}/`);
    // Focus something before the popup's 1 s timer (it starts after hydration) runs out.
    await second.page.locator(".skip-link").focus();
    await second.page.locator("dialog.welcome-popup").waitFor({ state: "visible", timeout: 5000 });
    await second.page.keyboard.press("Escape");
    await expect(isOpen(second.page, "dialog.welcome-popup")).resolves.toBe(false);
    await expect(second.page.evaluate(() => document.activeElement?.className)).resolves.toBe("skip-link");
    await second.context.close();
  }, 60_000);

  it("advances the main slideshow every 3 s and pauses while hovered", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await page.locator(".home-hero.carousel--live").waitFor();
    await expect(page.locator(".home-hero [aria-roledescription=slide]").count()).resolves.toBe(8);
    const first = await selectedSlide(page, ".home-hero");
    await page.waitForFunction(
      (start) => Number(document.querySelector(".home-hero")?.getAttribute("data-selected")) !== start,
      first,
      { timeout: 6000 },
    );
    await page.locator("dialog.welcome-popup").waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await page.locator(".home-hero").hover();
    const hovered = await selectedSlide(page, ".home-hero");
    await page.waitForTimeout(3800);
    await expect(selectedSlide(page, ".home-hero")).resolves.toBe(hovered);
    await context.close();
  }, 60_000);

  it("shows video coming soon without a video address, and links the chat to the school's number", async () => {
    const { page, context } = await openPage(browser);
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith("data:")) thirdParty.push(request.url());
    });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    expect(thirdParty).toEqual([]);
    await expect(page.locator(".home iframe").count()).resolves.toBe(0);
    await expect(page.locator("a.chat-link").getAttribute("href")).resolves.toMatch(
      new RegExp(`^https://wa\\.me/${DEFAULT_SITE_SETTINGS.chatNumber}\\?text=`),
    );
    await page.locator("dialog.welcome-popup").waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    // A new install has no campus video yet: a "coming soon" card, never a frame that cannot load.
    await expect(page.locator(".home .facade--unset").textContent()).resolves.toContain("Campus video coming soon");
    await expect(page.locator(".home iframe").count()).resolves.toBe(0);
    await context.close();
  }, 60_000);
});

describe("FAQ accordion", () => {
  it("keeps at most one answer open; clicking the open one closes it", async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${server.url}/Faq`);
    const summaries = page.locator(".faq summary");
    const openCount = () => page.locator(".faq details[open]").count();
    await expect(summaries.count()).resolves.toBe(faqs.length);
    await expect(openCount()).resolves.toBe(0);
    await summaries.nth(0).click();
    await expect(openCount()).resolves.toBe(1);
    await summaries.nth(2).click();
    await expect(openCount()).resolves.toBe(1);
    await expect(page.locator(".faq details").nth(2).getAttribute("open")).resolves.toBe("");
    await summaries.nth(2).click();
    await expect(openCount()).resolves.toBe(0);
    await context.close();
  });
});

describe("read-more dialogs", () => {
  it("shows 50 characters and an ellipsis, and the alumni dialog closes by button, backdrop and Escape", async () => {
    const { page, context, consoleErrors } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${server.url}/Alumini`);
    await waitForHydration(page);
    const alumnus = publicAlumni[1];
    await expect(page.locator(".read-more-table__preview").nth(1).textContent()).resolves.toBe(
      `${alumnus.details.slice(0, 50).trimEnd()}...`,
    );
    const readMore = page.getByRole("button", { name: `Read more about ${alumnus.name}` });
    const dialog = page.getByRole("dialog", { name: alumnus.name });

    await readMore.click();
    await expect(dialog.textContent()).resolves.toContain(alumnus.details);
    await expect(dialog.textContent()).resolves.toContain(alumnus.location);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(isOpen(page)).resolves.toBe(false);
    await expect(
      page.evaluate(() => document.activeElement?.querySelector(".visually-hidden")?.textContent),
    ).resolves.toBe(`Read more about ${alumnus.name}`);

    await readMore.click();
    await expect(isOpen(page)).resolves.toBe(true);
    await page.mouse.click(5, 5); // the backdrop
    await expect(isOpen(page)).resolves.toBe(false);

    await readMore.click();
    await expect(isOpen(page)).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await expect(isOpen(page)).resolves.toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("opens and closes an event's dialog", async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${server.url}/Events`);
    await waitForHydration(page);
    const previews = await page.locator(".read-more-table__preview").allTextContents();
    expect(previews).toHaveLength(3);
    for (const text of previews) expect(text).toMatch(/^.{50}\.\.\.$/);
    await page.getByRole("button", { name: "Read more about Ground-breaking ceremony" }).click();
    const dialog = page.getByRole("dialog", { name: "Ground-breaking ceremony" });
    await expect(dialog.textContent()).resolves.toContain("19 August 2024");
    await page.mouse.click(3, 3);
    await expect(isOpen(page)).resolves.toBe(false);
    await context.close();
  });
});

describe("carousels", () => {
  it("wraps the at-a-glance slider both ways, and does not autoplay for reduced motion", async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE, reducedMotion: "reduce" });
    await page.goto(`${server.url}/Atglance`);
    await waitForHydration(page);
    const carousel = ".carousel--live";
    await page.locator(carousel).waitFor();
    await expect(page.locator(`${carousel} [aria-roledescription=slide]`).count()).resolves.toBe(6);
    await expect(selectedSlide(page, carousel)).resolves.toBe(0);
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(selectedSlide(page, carousel)).resolves.toBe(5);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(selectedSlide(page, carousel)).resolves.toBe(0);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(selectedSlide(page, carousel)).resolves.toBe(1);
    await page.locator("h1").click();
    await page.waitForTimeout(3500);
    await expect(selectedSlide(page, carousel)).resolves.toBe(1);
    await context.close();
  }, 30_000);

  it("stops autoplay while the carousel has keyboard focus", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/Library`);
    await waitForHydration(page);
    await page.locator(".carousel--live").waitFor();
    await page.getByRole("button", { name: "Next slide" }).focus();
    const focused = await selectedSlide(page, ".carousel--live");
    await page.waitForTimeout(3600);
    await expect(selectedSlide(page, ".carousel--live")).resolves.toBe(focused);
    await context.close();
  }, 30_000);
});

describe("layout widgets", () => {
  it("closes the phone menu after choosing an item", async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${server.url}/Faq`);
    await waitForHydration(page);
    await page.locator("summary.main-nav__toggle").click();
    await page.getByText("Facilities", { exact: true }).click();
    await page.getByRole("link", { name: "Transport" }).click();
    await page.waitForURL(/\/Transport$/);
    await page.locator("#main-nav-menu").waitFor({ state: "hidden", timeout: 5000 });
    await context.close();
  });

  it("shows scroll-to-top only past 300 px and scrolls back up", async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE, reducedMotion: "reduce" });
    await page.goto(`${server.url}/Transport`);
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Scroll to top" });
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(200);
    await expect(button.count()).resolves.toBe(0);
    await page.evaluate(() => window.scrollTo(0, 420));
    await button.waitFor({ state: "visible", timeout: 3000 });
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 3000 });
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("shows every content page's full text and tables", async () => {
    const { page, context } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    const missing: string[] = [];
    const normalise = (text: string) => text.replace(/\s+/g, " ").trim();
    for (const content of contentPages) {
      await page.goto(`${server.url}${content.path}`);
      const text = normalise((await page.locator("main").textContent()) ?? "");
      for (const block of content.blocks) {
        const pieces =
          block.type === "p" || block.type === "h2" || block.type === "h3"
            ? [block.text]
            : block.type === "list"
              ? block.items
              : block.type === "table"
                ? block.rows.flat().filter(Boolean)
                : block.type === "facts"
                  ? block.items.map((fact) => fact.value)
                  : [];
        for (const piece of pieces) {
          const expected = normalise(fillTokens(piece, DEFAULT_SITE_SETTINGS));
          if (!text.includes(expected)) missing.push(`${content.path}: ${expected.slice(0, 60)}`);
        }
        if (block.type === "table") {
          const rows = await page.locator(`table:has(caption:text-is("${block.caption}")) tbody tr`).count();
          if (rows !== block.rows.length) missing.push(`${content.path}: table "${block.caption}" has ${rows} rows`);
        }
      }
    }
    expect(missing).toEqual([]);

    await page.goto(`${server.url}/Alumini?read=${publicAlumni[0].id}`);
    await expect(page.locator("dialog[open]").textContent()).resolves.toContain(publicAlumni[0].details);
    await page.goto(`${server.url}/Faq`);
    await expect(page.locator(".faq").textContent()).resolves.toContain(
      fillTokens(faqs[0].answer, DEFAULT_SITE_SETTINGS),
    );
    await context.close();
  }, 120_000);
});
