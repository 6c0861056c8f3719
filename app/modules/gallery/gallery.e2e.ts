import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DESKTOP, expect, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

// The sample gallery of a new install: Sports holds four pictures, newest event first.
const SPORTS = ["Inter-house football", "Cricket practice", "Basketball league", "Annual sports meet"];
const SHOTS = process.env.GALLERY_SHOTS;

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include("main").analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A horizontal drag across the picture, as a finger's swipe reaches PhotoSwipe (pointer events). */
async function swipeLeft(page: Page) {
  const box = (await page.locator(".pswp").boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), y);
  await page.mouse.up();
}

for (const [size, viewport] of [
  ["390", PHONE],
  ["1366", DESKTOP],
] as const) {
  test.describe(`gallery at ${size} px`, () => {
    test("opens a picture in the lightbox, steps on by swipe and by key, and Escape returns focus", async ({
      openPage,
      server,
    }) => {
      const { page, consoleErrors } = await openPage({ viewport });
      await page.goto(`${server.url}/Gallery?category=Sports`);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/gallery-grid-${size}.png`, fullPage: true });
      const first = page.locator(".gallery-grid a").first();
      await first.click();
      const lightbox = page.locator(".pswp");
      await expect(lightbox).toBeVisible();
      await expect(page).toHaveURL(/\/Gallery\?category=Sports$/);
      const caption = page.locator(".pswp__gallery-caption");
      await expect(caption).toContainText(SPORTS[0]);
      await expect(page.locator(".pswp__counter")).toHaveText("1 of 4");
      if (SHOTS) {
        await expect(page.locator(".pswp__img").first()).toBeVisible();
        await page.waitForTimeout(600); // the opening fade
        await page.screenshot({ path: `${SHOTS}/gallery-lightbox-${size}.png` });
      }

      // A swipe during the opening fade is not a swipe (PhotoSwipe ignores it): wait until the lightbox is open.
      await expect
        .poll(() => page.locator(".pswp__bg").evaluate((bg) => Number(getComputedStyle(bg).opacity)))
        .toBeGreaterThan(0.9);
      // and the picture's zoom from its thumbnail has ended (it runs after the fade; PhotoSwipe shows no class for it).
      await page.waitForTimeout(1000);
      await swipeLeft(page);
      await expect(caption).toContainText(SPORTS[1]);
      await page.keyboard.press("ArrowRight");
      await expect(caption).toContainText(SPORTS[2]);
      await expect(page.locator(".pswp__counter")).toHaveText("3 of 4");
      await page.keyboard.press("ArrowLeft");
      await expect(caption).toContainText(SPORTS[1]);

      await page.keyboard.press("Escape");
      await expect(lightbox).toHaveCount(0);
      // Back in the album, on the thumbnail of the picture last shown.
      await expect(page.locator(".gallery-grid a").nth(1)).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });

    test("without JavaScript a thumbnail opens the picture's own page, with caption, next and the way back", async ({
      openPage,
      server,
    }) => {
      const { page } = await openPage({ viewport, javaScriptEnabled: false });
      await page.goto(`${server.url}/Gallery?category=Sports`);
      await page.locator(".gallery-grid a").first().click();
      await expect(page).toHaveURL(/\/Gallery\/\d+$/);
      await expect(page.locator("main figcaption")).toContainText(SPORTS[0]);
      const src = await page.locator("main figure img").getAttribute("src");
      const picture = await fetch(new URL(src!, server.url));
      expect(picture.headers.get("content-type")).toMatch(/^image\//);
      await expect(page.locator("main figcaption")).toContainText("Picture 1 of 4 in Sports");
      await expect(page.locator("main a[rel=prev]")).toHaveCount(0);
      await page.locator("main a[rel=next]").click();
      await expect(page.locator("main figcaption")).toContainText(SPORTS[1]);
      await expect(page.locator("main figcaption")).toContainText("Picture 2 of 4 in Sports");
      await expect(page.locator("main a[rel=prev]")).toHaveCount(1);
      // axe needs scripts in the page: it runs on the gallery and committee tests, which have them.
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/gallery-picture-${size}.png`, fullPage: true });
      const id = page.url().split("/").pop();
      await page.getByRole("link", { name: "Back to the Sports album" }).click();
      await expect(page).toHaveURL(new RegExp(`/Gallery\\?category=Sports#picture-${id}$`));
      await expect(page.locator(".gallery-grid__item").nth(1)).toBeInViewport();
    });

    test("shows the committee as cards of name and role, without home addresses", async ({ openPage, server }) => {
      const { page } = await openPage({ viewport });
      await page.goto(`${server.url}/Commite`);
      await waitForHydration(page);
      const cards = page.locator(".committee-card");
      await expect(cards.first()).toContainText("Dr. R. Narayana Rao");
      await expect(cards.first()).toContainText("President");
      await expect(cards.first().locator(".committee-card__initials")).toHaveText("RR");
      expect(await cards.count()).toBeGreaterThan(5);
      // A seeded member's home address is in the database, not on the page.
      await expect(page.locator("body")).not.toContainText("12 Temple Street");
      await expect(page.locator("body")).not.toContainText("Rows per page");
      await expectNoAxeViolations(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/committee-${size}.png`, fullPage: true });
    });
  });
}

test("only the gallery loads the lightbox: other public pages carry no PhotoSwipe", async ({ server }) => {
  const scriptsOf = async (path: string) => {
    const html = await (await fetch(`${server.url}${path}`)).text();
    return html.match(/data-modules="([^"]*)"/)?.[1] ?? "";
  };
  expect(await scriptsOf("/Gallery")).toMatch(/behaviour-gallery/);
  for (const path of ["/Faq", "/Commite", "/"]) {
    const html = await (await fetch(`${server.url}${path}`)).text();
    expect(html).not.toMatch(/photoswipe|behaviour-gallery|gallery-picture/i);
  }
});
