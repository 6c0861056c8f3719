import type { Page } from "@playwright/test";
import { contentPages } from "~/content";
import { faqs } from "~/content/faq";
import { publicAlumni } from "~/content/alumni";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { fillTokens } from "~/kernel/settings/tokens";
import { DESKTOP, expect, expectNoReact, PHONE, runClockUntilReady, test, waitForHydration } from "./fixtures";

// Nothing here writes: the tests may run on different workers at once.
test.describe.configure({ mode: "parallel" });

const selectedSlide = (page: Page, selector: string) =>
  page.locator(selector).getAttribute("data-selected").then(Number);

/** Stops the page's clock (installed before loading it) so timers only run when the test moves time on. */
const pauseClock = (page: Page) => page.clock.pauseAt(Date.now() + 1000);
/** Lets the browser render twice, so a scroll or a state change has reached the page. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe("home page widgets", () => {
  test("opens the welcome popup about 1 s after load; its button and Escape close it and focus stays put", async ({
    openPage,
    server,
  }) => {
    const { page, consoleErrors } = await openPage();
    // The page's clock stands still from the start, so "about 1 s" is measured in the page's own time.
    await page.clock.install();
    await pauseClock(page);
    await page.goto(`${server.url}/`);
    await runClockUntilReady(page);
    await expectNoReact(page);
    const popup = page.locator("dialog.welcome-popup");
    await page.clock.runFor(900);
    await expect(popup).toBeHidden();
    await page.clock.runFor(100);
    await expect(popup).toBeVisible();
    await expect(popup.locator("h2")).toHaveText(
      `Laying the Foundation for a Brighter Future Welcome To ${DEFAULT_SITE_SETTINGS.schoolName}`,
    );
    await expect(popup.getByRole("button", { name: /Go to slide/ })).toHaveCount(5);
    await popup.getByRole("button", { name: "Close" }).click();
    await expect(page.locator("dialog.welcome-popup")).toHaveJSProperty("open", false);
    expect(consoleErrors).toEqual([]);

    // A new session: focus something first, close with Escape, focus comes back.
    const second = await openPage({ viewport: PHONE });
    await second.page.clock.install();
    await pauseClock(second.page);
    await second.page.goto(`${server.url}/`);
    await runClockUntilReady(second.page);
    await expectNoReact(second.page);
    // Focus something before the popup's 1 s timer (it starts after hydration) runs out.
    await second.page.locator(".skip-link").focus();
    await second.page.clock.runFor(1000);
    await expect(second.page.locator("dialog.welcome-popup")).toBeVisible();
    await second.page.keyboard.press("Escape");
    await expect(second.page.locator("dialog.welcome-popup")).toHaveJSProperty("open", false);
    await expect(second.page.locator(".skip-link")).toBeFocused();
  });

  test("advances the main slideshow every 6 s (never under 5 s) and pauses while hovered", async ({
    openPage,
    server,
  }) => {
    const { page } = await openPage();
    await page.clock.install();
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await expectNoReact(page);
    await expect(page.locator(".home-hero.carousel--live")).toBeVisible();
    await expect(page.locator(".home-hero [aria-roledescription=slide]")).toHaveCount(8);
    const first = await selectedSlide(page, ".home-hero");
    await page.waitForFunction(
      (start) => Number(document.querySelector(".home-hero")?.getAttribute("data-selected")) !== start,
      first,
      { timeout: 9000 },
    );
    await expect(page.locator("dialog.welcome-popup")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.locator(".home-hero").hover();
    await pauseClock(page);
    const hovered = await selectedSlide(page, ".home-hero");
    await page.clock.runFor(6800);
    await expect(page.locator(".home-hero")).toHaveAttribute("data-selected", String(hovered));
    // Once the pointer leaves, the same stretch of time moves it on: the hover, not the paused clock, held it.
    await page.locator(".site-footer").hover();
    await page.clock.runFor(6800);
    await expect(page.locator(".home-hero")).not.toHaveAttribute("data-selected", String(hovered));
  });

  test("shows a still picture and no play control without a video address, and links the chat to the school's number", async ({
    openPage,
    server,
  }) => {
    const { page } = await openPage();
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith("data:")) thirdParty.push(request.url());
    });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await expectNoReact(page);
    expect(thirdParty).toEqual([]);
    await expect(page.locator(".home iframe")).toHaveCount(0);
    await expect(page.locator("a.chat-link")).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/${DEFAULT_SITE_SETTINGS.chatNumber}\\?text=`),
    );
    await expect(page.locator("dialog.welcome-popup")).toBeVisible();
    await page.keyboard.press("Escape");
    // A new install has no campus video yet: a still picture, nothing that looks playable, never a frame that cannot load.
    await expect(page.locator(".home .facade--unset img")).toBeVisible();
    await expect(page.locator(".home .facade--unset .facade__icon")).toHaveCount(0);
    await expect(page.locator(".home .facade--unset")).not.toContainText(/play|soon/i);
    await expect(page.locator(".home iframe")).toHaveCount(0);
  });
});

test.describe("FAQ accordion", () => {
  test("keeps at most one answer open; clicking the open one closes it", async ({ openPage, server }) => {
    const { page } = await openPage({ viewport: PHONE });
    await page.goto(`${server.url}/Faq`);
    await waitForHydration(page);
    await expectNoReact(page);
    const summaries = page.locator(".faq summary");
    const openDetails = page.locator(".faq details[open]");
    await expect(summaries).toHaveCount(faqs.length);
    await expect(openDetails).toHaveCount(0);
    await summaries.nth(0).click();
    await expect(openDetails).toHaveCount(1);
    await summaries.nth(2).click();
    await expect(openDetails).toHaveCount(1);
    await expect(page.locator(".faq details").nth(2)).toHaveAttribute("open", "");
    await summaries.nth(2).click();
    await expect(openDetails).toHaveCount(0);
  });
});

test.describe("read-more dialogs", () => {
  test("shows 50 characters and an ellipsis, and the alumni dialog closes by button, backdrop and Escape", async ({
    openPage,
    server,
  }) => {
    const { page, consoleErrors } = await openPage({ viewport: DESKTOP });
    await page.goto(`${server.url}/Alumini`);
    await waitForHydration(page);
    await expectNoReact(page);
    const alumnus = publicAlumni[1];
    await expect(page.locator(".read-more-table__preview").nth(1)).toHaveText(
      `${alumnus.details.slice(0, 50).trimEnd()}...`,
    );
    const readMore = page.getByRole("button", { name: `Read more about ${alumnus.name}` });
    const dialog = page.getByRole("dialog", { name: alumnus.name });

    await readMore.click();
    await expect(dialog).toContainText(alumnus.details);
    await expect(dialog).toContainText(alumnus.location);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    // Focus returns to the button that opened the dialog.
    await expect(readMore).toBeFocused();

    await readMore.click();
    await expect(dialog).toHaveJSProperty("open", true);
    await page.mouse.click(5, 5); // the backdrop
    await expect(page.locator("dialog[open]")).toHaveCount(0);

    await readMore.click();
    await expect(dialog).toHaveJSProperty("open", true);
    await page.keyboard.press("Escape");
    await expect(page.locator("dialog[open]")).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("opens and closes an event's dialog", async ({ openPage, server }) => {
    const { page } = await openPage({ viewport: PHONE });
    await page.goto(`${server.url}/Events`);
    await waitForHydration(page);
    await expectNoReact(page);
    const previews = await page.locator(".read-more-table__preview").allTextContents();
    // The three sample events and the four fixed-date holidays of the holidays page.
    expect(previews).toHaveLength(7);
    // At most 50 characters, ending at a whole word, then the ellipsis.
    for (const text of previews) {
      expect(text).toMatch(/^.{30,50}\S\.\.\.$/);
      expect(text.length).toBeLessThanOrEqual(53);
    }
    await page.getByRole("button", { name: "Read more about Ground-breaking ceremony" }).click();
    const dialog = page.getByRole("dialog", { name: "Ground-breaking ceremony" });
    // Sample events are dated from the day of install: the ceremony is 12 days on.
    const ceremony = new Date(Date.now() + 12 * 86_400_000);
    await expect(dialog).toContainText(
      ceremony.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
    );
    await page.mouse.click(3, 3);
    await expect(page.locator("dialog[open]")).toHaveCount(0);
  });
});

test.describe("carousels", () => {
  test("wraps the at-a-glance slider both ways, and does not autoplay for reduced motion", async ({
    openPage,
    server,
  }) => {
    const { page } = await openPage({ viewport: PHONE, reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto(`${server.url}/Atglance`);
    await waitForHydration(page);
    await expectNoReact(page);
    const carousel = ".carousel--live";
    await expect(page.locator(carousel)).toBeVisible();
    await expect(page.locator(`${carousel} [aria-roledescription=slide]`)).toHaveCount(6);
    await expect(page.locator(carousel)).toHaveAttribute("data-selected", "0");
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect(page.locator(carousel)).toHaveAttribute("data-selected", "5");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(page.locator(carousel)).toHaveAttribute("data-selected", "0");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect(page.locator(carousel)).toHaveAttribute("data-selected", "1");
    await page.locator("h1").click();
    await pauseClock(page);
    await page.clock.runFor(3500);
    await expect(page.locator(carousel)).toHaveAttribute("data-selected", "1");
  });

  test("brings the chosen slide into view, and follows a swipe of the strip", async ({ openPage, server }) => {
    const { page } = await openPage({ viewport: PHONE, reducedMotion: "reduce" });
    await page.goto(`${server.url}/Atglance`);
    await waitForHydration(page);
    const carousel = page.locator(".carousel--live");
    const viewport = carousel.locator(".carousel__viewport");
    const slides = carousel.locator("[aria-roledescription=slide]");
    const leftOf = async (locator: typeof slides) => Math.round((await locator.boundingBox())!.x);
    // Only the neighbours of the slide in view are fetched ahead (the first wraps round to the last).
    const loading = (index: number) => slides.nth(index).locator("img").getAttribute("loading");
    await expect.poll(() => loading(1)).toBe("eager");
    expect(await loading(5)).toBe("eager");
    expect(await loading(3)).toBe("lazy");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => loading(2)).toBe("eager");
    await expect.poll(() => leftOf(slides.nth(1))).toBe(await leftOf(viewport));
    await page.getByRole("button", { name: "Previous slide" }).click();
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => leftOf(slides.nth(5))).toBe(await leftOf(viewport));
    // A finger moves the strip itself; the carousel follows once it settles, and the arrows go on from there.
    await viewport.evaluate((strip) => strip.scrollTo({ left: strip.clientWidth * 2 }));
    await expect(carousel).toHaveAttribute("data-selected", "2");
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => leftOf(slides.nth(3))).toBe(await leftOf(viewport));
  });

  test("stops autoplay while the carousel has keyboard focus", async ({ openPage, server }) => {
    const { page } = await openPage();
    await page.clock.install();
    await page.goto(`${server.url}/Library`);
    await waitForHydration(page);
    await expectNoReact(page);
    await expect(page.locator(".carousel--live")).toBeVisible();
    await page.getByRole("button", { name: "Next slide" }).focus();
    await pauseClock(page);
    const focused = await selectedSlide(page, ".carousel--live");
    await page.clock.runFor(3600);
    await expect(page.locator(".carousel--live")).toHaveAttribute("data-selected", String(focused));
    // Focus leaving the carousel starts it again: the focus, not the paused clock, held it.
    await page.getByRole("button", { name: "Next slide" }).blur();
    await page.clock.runFor(3600);
    await expect(page.locator(".carousel--live")).not.toHaveAttribute("data-selected", String(focused));
  });
});

test.describe("layout widgets", () => {
  test("closes the phone menu after choosing an item", async ({ openPage, server }) => {
    const { page } = await openPage({ viewport: PHONE });
    await page.goto(`${server.url}/Faq`);
    await waitForHydration(page);
    await expectNoReact(page);
    await page.locator("summary.main-nav__toggle").click();
    await page.getByText("Facilities", { exact: true }).click();
    await page.getByRole("link", { name: "Transport" }).click();
    await expect(page).toHaveURL(/\/Transport$/);
    await expect(page.locator("#main-nav-menu")).toBeHidden();
  });

  test("shows scroll-to-top only past 300 px and scrolls back up", async ({ openPage, server }) => {
    const { page } = await openPage({ viewport: PHONE, reducedMotion: "reduce" });
    await page.goto(`${server.url}/Transport`);
    await waitForHydration(page);
    await expectNoReact(page);
    const button = page.getByRole("button", { name: "Scroll to top" });
    await page.evaluate(() => window.scrollTo(0, 250));
    await nextFrames(page);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 420));
    await expect(button).toBeVisible();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 3000 });
  });
});

test.describe("without JavaScript", () => {
  test("shows every content page's full text and tables", async ({ openPage, server }) => {
    test.setTimeout(120_000);
    const { page } = await openPage({ viewport: PHONE, javaScriptEnabled: false });
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
    await expect(page.locator("dialog[open]")).toContainText(publicAlumni[0].details);
    await page.goto(`${server.url}/Faq`);
    await expect(page.locator(".faq")).toContainText(fillTokens(faqs[0].answer, DEFAULT_SITE_SETTINGS));
  });
});
