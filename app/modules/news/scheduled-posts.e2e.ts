import { expect, PHONE, test } from "../../../e2e/fixtures";

// The office schedules a news post from the dashboard (docs/decisions/126-scheduled-publishing.md): a "stop showing
// at" before "publish at" is refused on its field, a schedule ahead is listed with its times and keeps the post off
// the site, and a "publish at" already past publishes at once with a notice. On a phone the fields fit the screen.

test("the office schedules a news post and is told what happens", async ({ adminPage, server }) => {
  const { page } = await adminPage();
  await page.goto(`${server.url}/welcome/news/posts/new`);
  await page.getByLabel("Title").fill("Winter uniform from December");
  await page.getByLabel("Summary").fill("Blazers and sweaters are worn from 1 December.");
  await page.getByLabel("Publish at").fill("2030-12-01T09:00");
  await page.getByLabel("Stop showing at").fill("2030-12-01T08:00");
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page.locator("#post-showUntil-error")).toHaveText("“Stop showing at” must be after “Publish at”");
  await expect(page.getByLabel("Title")).toHaveValue("Winter uniform from December");

  await page.getByLabel("Stop showing at").fill("2031-01-05T17:30");
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page.getByText('Post saved: "Winter uniform from December".')).toBeVisible();
  const row = page.getByRole("row", { name: /Winter uniform from December/ });
  await expect(row).toContainText("Scheduled for 1 Dec 2030 09:00 until 5 Jan 2031 17:30");
  expect((await fetch(`${server.url}/News/winter-uniform-from-december`)).status).toBe(404);

  // Opened again, the form shows the times as typed, in the school's zone.
  await row.getByRole("link", { name: "Winter uniform from December" }).click();
  await expect(page.getByLabel("Publish at")).toHaveValue("2030-12-01T09:00");
  await expect(page.getByLabel("Stop showing at")).toHaveValue("2031-01-05T17:30");
  await page.getByLabel("Publish at").fill("2020-01-01T09:00");
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page.getByText("“Publish at” was in the past, so it is shown on the website from now.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Winter uniform from December/ })).toContainText(
    "Showing until 5 Jan 2031 17:30",
  );
  expect((await fetch(`${server.url}/News/winter-uniform-from-december`)).status).toBe(200);
});

test("the schedule fields fit a phone's screen", async ({ adminPage, server }) => {
  const { page } = await adminPage({ viewport: PHONE });
  await page.goto(`${server.url}/welcome/news/posts/new`);
  await expect(page.getByLabel("Publish at")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  const from = await page.getByLabel("Publish at").boundingBox();
  const until = await page.getByLabel("Stop showing at").boundingBox();
  // One under the other on a narrow screen.
  expect(until!.y).toBeGreaterThan(from!.y);
});
