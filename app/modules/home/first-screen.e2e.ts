import type { Page } from "@playwright/test";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { nextAcademicYear } from "~/kernel/settings/facts";
import { formatPhone, phoneHref } from "~/kernel/phone-number";
import { expect, PHONE, runClockUntilReady, test, waitForHydration } from "../../../e2e/fixtures";

// Nothing here writes: the tests may run on different workers at once.
test.describe.configure({ mode: "parallel" });

const LAPTOP = { width: 1366, height: 768 };

/** True when the element lies wholly inside the first screen, the page not scrolled. */
const onFirstScreen = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return window.scrollY === 0 && box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

for (const [name, viewport] of [
  ["390 px phone", PHONE],
  ["1366 px desktop", LAPTOP],
] as const)
  test(`the first screen on a ${name} says admissions are open, for which year and classes, with Apply and Call`, async ({
    openPage,
    server,
  }) => {
    const { page, consoleErrors } = await openPage({ viewport });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    const call = page.locator(".admissions-call");
    await expect(call.getByRole("heading")).toHaveText(`Admissions open for ${nextAcademicYear()}`);
    await expect(call).toContainText("Nursery to class 10");
    const apply = call.getByRole("link", { name: "Apply / Enquire" });
    const phone = call.getByRole("link", { name: `Call ${formatPhone(DEFAULT_SITE_SETTINGS.phone)}` });
    await expect(apply).toHaveAttribute("href", "/admissions/apply");
    await expect(phone).toHaveAttribute("href", phoneHref(DEFAULT_SITE_SETTINGS.phone)!);
    for (const selector of [
      ".admissions-call h2",
      ".admissions-call a.button--light",
      ".admissions-call a[href^='tel:']",
    ])
      expect(await onFirstScreen(page, selector), selector).toBe(true);
    await page.screenshot({ path: `test-results/home-first-screen-${viewport.width}.png` });
    expect(consoleErrors).toEqual([]);
  });

test("the welcome popup leaves focus where it is, says so politely, and opens once a day", async ({
  openPage,
  server,
}) => {
  const { page } = await openPage({ viewport: PHONE });
  await page.clock.install();
  // The page's clock stands still from the start: the popup's 1 s runs only when the test moves time on.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(`${server.url}/`);
  await runClockUntilReady(page);
  await page.locator(".skip-link").focus();
  await page.clock.runFor(1500);
  const popup = page.locator("dialog.welcome-popup");
  await expect(popup).toBeVisible();
  await expect(page.locator(".skip-link")).toBeFocused();
  expect(await popup.evaluate((dialog) => dialog.matches(":modal"))).toBe(false);
  await expect(page.locator("#welcome-popup-status")).toContainText("opened at the foot of the page");
  await page.keyboard.press("Escape");
  await expect(popup).toBeHidden();

  // The same visitor, the same day: it stays shut.
  await page.reload();
  await runClockUntilReady(page);
  await page.clock.runFor(3000);
  await expect(popup).toBeHidden();
});

test("the welcome popup does not open over a form the visitor has started", async ({ openPage, server }) => {
  const { page } = await openPage({ viewport: PHONE });
  await page.clock.install();
  // The page's clock stands still from the start: the popup's 1 s runs only when the test moves time on.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(`${server.url}/`);
  await runClockUntilReady(page);
  const field = page.locator("main input:visible, footer input:visible").first();
  await field.fill("Asha");
  await page.locator("body").click({ position: { x: 5, y: 5 } });
  await page.clock.runFor(3000);
  await expect(page.locator("dialog.welcome-popup")).toBeHidden();
});
