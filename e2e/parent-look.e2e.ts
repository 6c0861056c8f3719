import { expect, test } from "./fixtures";

// What a parent sees on a phone: events as date tiles with their full titles, holidays with their years, and a
// focus ring she can see on the footer.

const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: number[], b: number[]) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};
const rgbOf = (css: string) =>
  css
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number);

test("events on a phone are date tiles beside the whole title, with no sideways scroll", async ({
  openPage,
  server,
}) => {
  const { page } = await openPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  await page.goto(`${server.url}/Events`);
  const rows = await page.evaluate(() =>
    Array.from(document.querySelectorAll(".event-table tbody tr")).map((row) => {
      const tile = row.querySelector(".event-date__tile")!.getBoundingClientRect();
      const title = row.querySelector(".event-table__title")!;
      return {
        tileWidth: tile.width,
        tileLeftOfTitle: tile.right <= title.getBoundingClientRect().left,
        titleCut: title.scrollWidth > title.clientWidth,
        year: row.querySelector(".event-date__year")!.textContent,
      };
    }),
  );
  expect(rows.length).toBeGreaterThan(2);
  for (const row of rows) {
    expect(row.tileWidth).toBeGreaterThan(40);
    expect(row.tileLeftOfTitle).toBe(true);
    expect(row.titleCut).toBe(false);
    expect(row.year).toMatch(/^\d{4}$/);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the footer's focus ring is at least 3:1 against the footer", async ({ openPage, server }) => {
  const { page } = await openPage({ viewport: { width: 1366, height: 800 } });
  await page.goto(`${server.url}/Faq`);
  await page.locator(".site-footer a").last().focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  const colours = await page.evaluate(() => {
    const focused = document.activeElement!;
    const footer = document.querySelector(".site-footer")!;
    return {
      inFooter: footer.contains(focused),
      outline: getComputedStyle(focused).outlineColor,
      outlineWidth: getComputedStyle(focused).outlineWidth,
      background: getComputedStyle(footer).backgroundColor,
    };
  });
  expect(colours.inFooter).toBe(true);
  expect(parseFloat(colours.outlineWidth)).toBeGreaterThanOrEqual(2);
  expect(contrast(rgbOf(colours.outline), rgbOf(colours.background))).toBeGreaterThanOrEqual(3);
});
