import AxeBuilder from "@axe-core/playwright";
import { DESKTOP, expect, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

// The office adds a page "Annual Day 2026" under News & Events with a picture and a table, publishes it; it is in
// the menu and the sitemap; deletes it and restores it from the trash. Then edits the menu itself.

test("a clerk adds a page with a picture and a table, publishes it, deletes it and restores it from the trash", async ({
  adminPage,
  openPage,
  server,
}) => {
  const { page, consoleErrors } = await adminPage({ viewport: DESKTOP });
  await page.goto(`${server.url}/welcome/pages`);
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Add a page" });
  await form.getByLabel("Title").fill("Annual Day 2026");
  // The address is suggested from the title as it is typed; left empty, that suggestion is used.
  await expect(form.getByLabel("Address")).toHaveAttribute("placeholder", "AnnualDay2026");
  await form.getByLabel("Menu section").selectOption("News & Events");
  await form.getByRole("button", { name: "Add the page" }).click();

  await expect(page.getByRole("heading", { name: "Edit the page /AnnualDay2026" })).toBeVisible();
  await expect(page.getByText(/The page \/AnnualDay2026 is added as a draft under “News & Events”/)).toBeVisible();

  // A picture (the editor's picture address field; the library has no picker in the editor yet) and a table.
  await page.getByLabel("Add a block at the end").selectOption("figures");
  await page.getByRole("button", { name: "Add block" }).click();
  const pictures = page.getByRole("group", { name: "Block 1: Pictures" });
  await pictures.getByLabel("Picture 1: address").fill("/images/prayers/lamp-worship.svg");
  await pictures.getByLabel("What the picture shows").fill("Children lighting the lamp on the stage");
  await pictures.getByLabel("Caption").fill("The lamp is lit at the start of the evening");
  await page.getByLabel("Add a block at the end").selectOption("table");
  await page.getByRole("button", { name: "Add block" }).click();
  const table = page.getByRole("group", { name: "Block 2: Table" });
  await expect(pictures.getByLabel("Picture 1: address")).toHaveValue("/images/prayers/lamp-worship.svg");
  await table.getByLabel("Caption").fill("Programme of the evening");
  await table.getByLabel("Heading of column 1").fill("Time");
  await table.getByLabel("Heading of column 2").fill("Item");
  await table.getByLabel("Row 1, column 1").fill("5:00 pm");
  await table.getByLabel("Row 1, column 2").fill("Welcome song by class 3");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: the public page /AnnualDay2026 shows your changes now.")).toBeVisible();

  // In the menu under News & Events, on a phone, and the page shows the picture and the table.
  const visitor = (await openPage({ viewport: PHONE })).page;
  await visitor.goto(`${server.url}/Faq`);
  await waitForHydration(visitor);
  await visitor.getByText("Menu", { exact: true }).click();
  const nav = visitor.getByRole("navigation", { name: "Main" });
  await nav.getByText("News & Events").click();
  await nav.getByRole("link", { name: "Annual Day 2026" }).click();
  await expect(visitor).toHaveURL(/\/AnnualDay2026$/);
  await expect(visitor.getByRole("heading", { level: 1, name: "Annual Day 2026" })).toBeVisible();
  await expect(visitor.getByRole("img", { name: "Children lighting the lamp on the stage" })).toBeVisible();
  await expect(visitor.getByRole("table").getByText("Welcome song by class 3")).toBeVisible();
  const sitemap = async () => (await visitor.request.get(`${server.url}/sitemap.xml`)).text();
  expect(await sitemap()).toContain(`<loc>${server.url}/AnnualDay2026</loc>`);

  // The list shows it as published, in News & Events, changed by the clerk.
  await page.goto(`${server.url}/welcome/pages`);
  const row = page.getByRole("row", { name: /Annual Day 2026/ });
  await expect(row).toContainText("Published");
  await expect(row).toContainText("News & Events");
  await row.getByRole("button", { name: "Delete Annual Day 2026" }).click();
  await expect(page.getByText(/\/AnnualDay2026 is in the trash and no longer on the website/)).toBeVisible();
  await expect(page.getByRole("row", { name: /Annual Day 2026/ })).toHaveCount(0);
  expect((await visitor.request.get(`${server.url}/AnnualDay2026`)).status()).toBe(404);
  expect(await sitemap()).not.toContain("/AnnualDay2026");
  await visitor.goto(`${server.url}/Faq`);
  // A folded section's links are not in the accessibility tree: found by their address.
  const menuLink = (path: string) => visitor.getByRole("navigation", { name: "Main" }).locator(`a[href="${path}"]`);
  await expect(menuLink("/Halloffame")).toHaveCount(1);
  await expect(menuLink("/AnnualDay2026")).toHaveCount(0);

  await page.getByRole("link", { name: "Trash (1)" }).click();
  await expect(page.getByRole("heading", { name: "Pages in the trash" })).toBeVisible();
  const trashed = page.getByRole("row", { name: /Annual Day 2026/ });
  await expect(trashed).toContainText(/Deleted for good on|\d{4}/);
  expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);
  await trashed.getByRole("button", { name: "Restore Annual Day 2026" }).click();
  await expect(page.getByText("/AnnualDay2026 is back, with its place in the menu.")).toBeVisible();
  await expect(page.getByText("The trash is empty.")).toBeVisible();
  await visitor.goto(`${server.url}/AnnualDay2026`);
  await expect(visitor.getByRole("table").getByText("Welcome song by class 3")).toBeVisible();
  await expect(menuLink("/AnnualDay2026")).toHaveCount(1);
  expect(await sitemap()).toContain(`<loc>${server.url}/AnnualDay2026</loc>`);
  expect(consoleErrors).toEqual([]);
});

test("a clerk renames and reorders the menu and hides a page from it, without JavaScript too", async ({
  adminPage,
  openPage,
  server,
}) => {
  const { page } = await adminPage({ viewport: PHONE, javaScriptEnabled: false });
  await page.goto(`${server.url}/welcome/menu`);
  await expect(page.getByRole("heading", { name: "The menu" })).toBeVisible();
  await page.getByLabel("Section name").and(page.locator('[value="Career"]')).fill("Careers");
  await page.getByRole("button", { name: "Move the section “Career” up" }).click();
  await expect(page.getByText("The menu is saved: every page of the website shows it now.")).toBeVisible();
  await page.getByRole("checkbox", { name: "Show Yoga in the menu" }).uncheck();
  await page.getByRole("button", { name: "Save the menu" }).click();
  await expect(page.getByText("The menu is saved")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Show Yoga in the menu" })).not.toBeChecked();
  // The Telugu label of a link, folded under its row (decision 141).
  const telugu = page.getByLabel("Label of the link to /contact in తెలుగు");
  await page.locator("details", { has: telugu }).locator("summary").click();
  await expect(telugu).toHaveValue("సంప్రదించండి");
  await telugu.fill("మమ్మల్ని సంప్రదించండి");
  await page.getByRole("button", { name: "Save the menu" }).click();
  await expect(page.getByText("The menu is saved")).toBeVisible();

  const visitor = (await openPage({ viewport: DESKTOP })).page;
  await visitor.goto(`${server.url}/Faq`);
  const nav = visitor.getByRole("navigation", { name: "Main" });
  const sections = await nav.locator("summary").allTextContents();
  expect(sections.indexOf("Careers")).toBeGreaterThan(-1);
  expect(sections.indexOf("Careers")).toBe(sections.indexOf("News & Events") - 1);
  expect(sections).not.toContain("Career");
  await expect(nav.locator('a[href="/Yoga"]')).toHaveCount(0);
  await expect(nav.locator('a[href="/Sanskrit"]')).toHaveCount(1);
  await visitor.goto(`${server.url}/te/Faq`);
  // The landmark's own name is Telugu there.
  const teluguNav = visitor.locator("nav.main-nav");
  await expect(teluguNav.getByRole("link", { name: "మమ్మల్ని సంప్రదించండి" })).toHaveAttribute("href", "/te/contact");
  await expect(teluguNav.locator("summary", { hasText: "ఉద్యోగావకాశాలు" })).toHaveCount(1);
  // Hidden from the menu is not private: the address still works.
  await visitor.goto(`${server.url}/Yoga`);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
});
