import sharp from "sharp";
import { expect, expectNoReact, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

// The office adds an event with a picture (list, calendar, feed); an alumna registers, is approved with
// "show on website" and appears on /Alumini.

test("the office adds an event with a picture; it shows in the list, the calendar and the feed", async ({
  adminPage,
  server,
}) => {
  const picture = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#1e6b34" } })
    .png()
    .toBuffer();
  const next = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const { page } = await adminPage();
  await page.goto(`${server.url}/welcome/events/new`);
  await page.getByLabel("Title").fill("Robotics open day");
  await page.getByLabel("Category").selectOption("academic");
  await page.getByLabel("Start date").fill(next);
  await page.getByLabel("Start time").fill("10:00");
  await page.getByLabel("End time").fill("09:00");
  await page.getByLabel("Place").fill("School hall");
  await page
    .getByLabel("Picture (optional)")
    .setInputFiles({ name: "hall.png", mimeType: "image/png", buffer: picture });
  await page.getByRole("button", { name: "Save event" }).click();
  // The message under its field, the summary's link to it, and a plain request for the picture again.
  await expect(page.locator("#event-endTime-error")).toHaveText("The event must end after it starts");
  await expect(page.getByRole("link", { name: "The event must end after it starts" })).toHaveAttribute(
    "href",
    "#event-endTime",
  );
  await expect(page.locator("[data-form-summary]")).toBeFocused();
  await expect(page.getByText("Files are not kept when a form comes back: choose the picture again.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue("Robotics open day");
  await page.getByLabel("End time").fill("13:00");
  await page
    .getByLabel("Picture (optional)")
    .setInputFiles({ name: "hall.png", mimeType: "image/png", buffer: picture });
  await page.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByText('Event saved: "Robotics open day".')).toBeVisible();

  await page.goto(`${server.url}/Events`);
  await expect(page.getByRole("main").getByRole("link", { name: "Robotics open day" })).toBeVisible();
  await page.goto(`${server.url}/Events?view=calendar&month=${next.slice(0, 7)}`);
  await expect(page.getByRole("main").getByRole("link", { name: /Robotics open day/ })).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: /Robotics open day/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Robotics open day" })).toBeVisible();
  await expect(page.locator(".event-page__picture img")).toBeVisible();
  const feed = await (await fetch(`${server.url}/events.ics`)).text();
  expect(feed).toContain("SUMMARY:Robotics open day");
});

test("an alumna registers, the office approves her with show on website, and she appears on /Alumini", async ({
  adminPage,
  openPage,
  server,
}) => {
  const visitor = await openPage();
  await visitor.page.goto(`${server.url}/Alumniregistration`);
  // Checked and sent by the page's own module (no React).
  await waitForHydration(visitor.page);
  await expectNoReact(visitor.page);
  await visitor.page.getByLabel("Full name").fill("Meera Pillai");
  await visitor.page.getByLabel("Gender").selectOption("female");
  await visitor.page.getByLabel("I was a").selectOption("student");
  await visitor.page.getByLabel("Year you joined").fill("2008");
  await visitor.page.getByLabel("Year you left (passout year)").fill("2005");
  await visitor.page.getByLabel("Board or branch (SSC, CBSE...)").fill("CBSE");
  await visitor.page.getByLabel("Contact number").fill("9812345678");
  await visitor.page.getByLabel("Type of employment (government, private, own business...)").fill("Private");
  await visitor.page.getByLabel("Designation").fill("Architect");
  await visitor.page.getByLabel("Company or organisation").fill("Green Homes");
  await visitor.page.getByLabel("Location (city)").fill("Kochi");
  await visitor.page.getByLabel(/I agree that my name/).check();
  await visitor.page.getByRole("button", { name: "Register" }).click();
  await expect(
    visitor.page.locator(".field-error", { hasText: "Passout year cannot be before admission year" }),
  ).toBeVisible();
  await visitor.page.getByLabel("Year you left (passout year)").fill("2018");
  await visitor.page.getByRole("button", { name: "Register" }).click();
  await expect(visitor.page.getByText(/Thank you for registering/)).toBeVisible();

  const { page } = await adminPage();
  await page.goto(`${server.url}/welcome/alumni/pending`);
  const card = page.getByRole("article", { name: /Meera Pillai/ });
  await expect(card.getByLabel("Show on website (/Alumini)")).toBeChecked();
  await card.getByRole("button", { name: "Approve Meera Pillai" }).click();
  await expect(page.getByText(/Approved: Meera Pillai is now alumni record/)).toBeVisible();

  await visitor.page.goto(`${server.url}/Alumini`);
  await expect(visitor.page.getByRole("cell", { name: "Meera Pillai", exact: true })).toBeVisible();
  // In the table (the same words are also in the row's closed Read more dialog).
  await expect(visitor.page.locator("table").getByText("Architect, Green Homes")).toBeVisible();
});

test("the events and news lists read on a phone: each line of a row's card names its column", async ({
  adminPage,
  server,
}) => {
  const { page } = await adminPage({ viewport: PHONE });
  for (const path of ["/welcome/events", "/welcome/news/posts"]) {
    await page.goto(`${server.url}${path}`);
    const cells = page.locator(".data-table tbody td");
    expect(await cells.count(), path).toBeGreaterThan(0);
    const unnamed = await cells.evaluateAll((tds) => tds.filter((td) => !td.getAttribute("data-label")).length);
    expect(unnamed, path).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBe(0);
  }
});
