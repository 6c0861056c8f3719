import { DESKTOP, PHONE, expect, test, waitForHydration } from "../../../e2e/fixtures";

// The header's search box finds a word of a content page, with and without JavaScript, on a phone
// (inside the folded menu) and on a wide screen (in the header).

const SHOTS = process.env.SEARCH_SCREENSHOTS;

for (const javaScriptEnabled of [true, false]) {
  test(`the phone menu's search finds a page word (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    openPage,
    server,
  }) => {
    const { page, consoleErrors } = await openPage({ viewport: PHONE, javaScriptEnabled });
    // Any page but the home page, whose welcome pop-up covers the menu until closed.
    await page.goto(`${server.url}/Sdp`);
    if (javaScriptEnabled) await waitForHydration(page);
    // The phone bar keeps its brand, call and Menu on one line, the search box folded away with the menu.
    const bar = await page.locator(".main-nav__inner").boundingBox();
    expect(bar!.height).toBeLessThan(70);
    await expect(page.getByRole("searchbox", { name: "Search the site" })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByText("Menu", { exact: true }).click();
    const box = page.getByRole("searchbox", { name: "Search the site" });
    await expect(box).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/menu-390-js-${javaScriptEnabled}.png` });
    await box.fill("robotics");
    await box.press("Enter");

    await expect(page).toHaveURL(/\/search\?q=robotics$/);
    const result = page.getByRole("link", { name: "Laboratories" });
    await expect(result).toBeVisible();
    await expect(page.locator(".search-result mark").first()).toHaveText(/robotics/i);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-390-js-${javaScriptEnabled}.png`, fullPage: true });
    await result.click();
    await expect(page.getByRole("heading", { level: 1, name: "Laboratories" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test("the header's search box on a wide screen, and a search that finds nothing", async ({ openPage, server }) => {
  const { page, consoleErrors } = await openPage({ viewport: DESKTOP });
  await page.goto(`${server.url}/Faq`);
  await waitForHydration(page);
  const box = page.getByRole("searchbox", { name: "Search the site" });
  await expect(box).toBeVisible();
  // The box sits in the header beside the phone number, not on a line of its own.
  const contact = await page.locator(".site-header__contact").boundingBox();
  const boxArea = await box.boundingBox();
  expect(Math.abs(contact!.y + contact!.height / 2 - (boxArea!.y + boxArea!.height / 2))).toBeLessThan(12);
  await box.fill("cricket tournament");
  await page.getByRole("button", { name: "Search", exact: true }).first().click();
  await expect(page.getByRole("link", { name: "Inter-school cricket tournament" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("for cricket tournament");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-1366.png`, fullPage: true });

  // Search syntax characters and made-up words: no words match, so even the any-word retry finds nothing.
  await page.getByLabel("Words to find").fill('"zzqxjw (qqxv*');
  await page.getByRole("button", { name: "Search", exact: true }).last().click();
  await expect(page.getByText("Nothing on the site matches")).toBeVisible();
  await expect(page.getByLabel("Words to find")).toHaveValue('"zzqxjw (qqxv*');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-empty-1366.png`, fullPage: true });
  expect(consoleErrors).toEqual([]);
});

test("search finds a word of a published page, not of a draft", async ({ adminPage, openPage, server }) => {
  const { page } = await adminPage({ viewport: DESKTOP });
  await page.goto(`${server.url}/welcome/pages/Transport`);
  await waitForHydration(page);
  const items = page.getByRole("group", { name: "Block 7: List" }).getByLabel("Items");
  await items.fill(`${await items.inputValue()}\nThe zephyrbus route starts in June.`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved. The public page is unchanged")).toBeVisible();

  const visitor = (await openPage({ viewport: PHONE })).page;
  await visitor.goto(`${server.url}/search?q=zephyrbus`);
  await expect(visitor.getByText("Nothing on the site matches")).toBeVisible();
  await expect(visitor.locator(".search-result")).toHaveCount(0);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: the public page /Transport shows your changes now.")).toBeVisible();
  await visitor.goto(`${server.url}/search?q=zephyrbus`);
  const result = visitor.locator(".search-result").filter({ has: visitor.getByRole("link", { name: "Transport" }) });
  await expect(result).toBeVisible();
  await expect(result.locator("mark").first()).toHaveText(/zephyrbus/i);
});
