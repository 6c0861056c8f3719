import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { callApi } from "../../../test/harness/api-client";
import { DESKTOP, expect, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

// The office publishes an alert from the dashboard (a refused end first), a visitor sees it above the header and
// hides it (remembered in the browser, and without script for the page view); warnings and emergencies cannot be
// hidden; the banner and the dashboard section pass axe at 390 and 1366 px; "End now" takes an alert off.

test.describe.configure({ mode: "serial" });

// Screenshots for a person to look at (not compared).
const SHOTS = process.env.ALERT_SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function expectAxeClean(page: Page, include: string, what: string) {
  const result = await new AxeBuilder({ page }).include(include).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    what,
  ).toEqual([]);
}

test("the office publishes an alert; a visitor sees it in each language and hides it for good", async ({
  adminPage,
  openPage,
  server,
}) => {
  const { page, consoleErrors } = await adminPage();
  await page.goto(`${server.url}/welcome/alerts`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Alerts", level: 2 })).toBeVisible();

  // An end before the start is refused on the field, before anything is sent.
  await page.getByLabel("Text (English)").fill("Parent-teacher meetings are on Saturday from 9 am.");
  await page.getByLabel("Shows from").fill("2030-12-02T10:00");
  await page.getByLabel("Shows until").fill("2030-12-01T10:00");
  await page.getByRole("button", { name: "Publish alert" }).click();
  await expect(page.locator("#alert-endsAt-error")).toHaveText("The alert must end after it starts");
  await expect(page.getByLabel("Shows until")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Shows from").fill("");
  await page.getByLabel("Shows until").fill("");
  await page.getByLabel("Text in हिन्दी (optional)").fill("अभिभावक-शिक्षक बैठक शनिवार सुबह 9 बजे से है।");
  await page.getByLabel("Link for more details (optional)").fill("/Faq");
  await page.getByRole("button", { name: "Publish alert" }).click();
  await expect(page.getByText("Alert published.")).toBeVisible();
  const row = page.getByRole("row", { name: /Parent-teacher meetings/ });
  await expect(row).toContainText("Showing now");
  await expectAxeClean(page, "main", "/welcome/alerts");
  await shoot(page, "dashboard-1366");
  await page.setViewportSize(PHONE);
  await shoot(page, "dashboard-390");
  expect(consoleErrors).toEqual([]);

  // A visitor: the notice above the header, announced politely, hidden with its button, still hidden after a reload.
  const visitor = await openPage();
  await visitor.page.goto(`${server.url}/Faq`);
  await waitForHydration(visitor.page);
  const banner = visitor.page.locator(".alert-banner--information");
  await expect(banner.getByRole("status")).toContainText("Notice: Parent-teacher meetings are on Saturday from 9 am.");
  await expect(banner.getByRole("link", { name: "More details" })).toHaveAttribute("href", "/Faq");
  await visitor.page.goto(`${server.url}/hi/Faq`);
  await expect(visitor.page.locator(".alert-banner--information")).toContainText(
    "सूचना: अभिभावक-शिक्षक बैठक शनिवार सुबह 9 बजे से है।",
  );
  await waitForHydration(visitor.page);
  await visitor.page.getByText("यह सूचना छिपाएँ").click();
  await expect(visitor.page.locator(".alert-banner--information")).toBeHidden();
  await visitor.page.goto(`${server.url}/Faq`);
  await waitForHydration(visitor.page);
  await expect(visitor.page.locator(".alert-banner--information")).toBeHidden();
  expect(visitor.consoleErrors).toEqual([]);

  // Without script the button still hides it, for that page view.
  const noScript = await openPage({ javaScriptEnabled: false });
  await noScript.page.goto(`${server.url}/Faq`);
  await noScript.page.getByText("Hide this notice").click();
  await expect(noScript.page.locator(".alert-banner--information")).toBeHidden();
});

test("warnings and emergencies stay, pass axe at 390 and 1366 px, and End now takes one off", async ({
  adminPage,
  openPage,
  admin,
  server,
}) => {
  for (const body of [
    { message: "The school bus on route 4 leaves 20 minutes late this week.", severity: "warning" },
    {
      message: "School is closed on Monday because of heavy rain. Stay safe.",
      severity: "emergency",
      link: "/Holidays",
    },
  ])
    expect((await callApi(server.url, "/alerts", { method: "POST", as: admin, body })).status).toBe(201);

  for (const viewport of [PHONE, DESKTOP]) {
    const { page } = await openPage({ viewport });
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await expect(page.getByRole("alert")).toContainText("Emergency: School is closed on Monday");
    await expect(page.locator(".alert-banner--warning").getByRole("status")).toContainText("Warning:");
    // Only the information alert has a hide button.
    await expect(page.locator(".alert-banner__hide")).toHaveCount(1);
    await expectAxeClean(page, ".alert-banners", `banner at ${viewport.width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // The banner comes before the header.
    expect(
      await page.evaluate(
        () =>
          document.querySelector(".alert-banners")!.compareDocumentPosition(document.querySelector(".site-header")!) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    ).toBeTruthy();
    await shoot(page, `banner-${viewport.width}`);
  }

  const { page } = await adminPage();
  await page.goto(`${server.url}/welcome/alerts`);
  await waitForHydration(page);
  await page
    .getByRole("row", { name: /heavy rain/ })
    .getByRole("button", { name: /End now/ })
    .click();
  await expect(page.getByText("The alert was ended: it is off the website.")).toBeVisible();
  await expect(page.getByRole("row", { name: /heavy rain/ })).toContainText("Ended");
  const visitor = await openPage();
  await visitor.page.goto(`${server.url}/`);
  await expect(visitor.page.getByRole("alert")).toHaveCount(0);
  await expect(visitor.page.locator(".alert-banner--warning")).toBeVisible();
});
