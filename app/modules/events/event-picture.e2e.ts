import sharp from "sharp";
import { DESKTOP, expect, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

// An event's picture is uploaded from the event form itself (decision 134): shown at once when chosen, checked by
// its bytes in the form's own action (a text file is refused on the field and nothing is saved), stored with the
// event on Save, and on the public event page. Without JavaScript the same field and action do the same.

const jpeg = (colour: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** A day three weeks ahead, as the date field takes it. */
const inThreeWeeks = () => new Date(Date.now() + 21 * 24 * 3600 * 1000).toISOString().slice(0, 10);

test("a clerk adds an event with a picture from the event form", async ({ adminPage, openPage, server }) => {
  const { page, consoleErrors } = await adminPage({ viewport: DESKTOP });
  await page.goto(`${server.url}/welcome/events/new`);
  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill("Inter-house kho-kho final");
  await page.getByLabel("Start date").fill(inThreeWeeks());
  await page.getByLabel(/^All day/).check();
  await page.getByLabel("Summary").fill("The four houses meet on the main ground.");

  // Not a picture: refused on the field by the form's action; nothing saved, the typed words kept.
  const picture = page.getByLabel("Picture (optional)");
  await picture.setInputFiles({ name: "poster.jpg", mimeType: "image/jpeg", buffer: Buffer.from("only words here") });
  await page.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByText("The picture must be a JPEG, PNG, WebP, GIF or AVIF image").first()).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Inter-house kho-kho final");

  await page.getByLabel("Picture (optional)").setInputFiles({
    name: "kho-kho.jpg",
    mimeType: "image/jpeg",
    buffer: await jpeg("#d35400"),
  });
  await expect(page.getByText("The chosen picture: it is used once you save.")).toBeVisible();
  await page.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByText('Event saved: "Inter-house kho-kho final"')).toBeVisible({ timeout: 30_000 });

  const visitor = (await openPage({ viewport: PHONE })).page;
  await visitor.goto(`${server.url}/Events/inter-house-kho-kho-final`);
  await expect(visitor.getByRole("heading", { name: "Inter-house kho-kho final" })).toBeVisible();
  await expect(visitor.locator(".event-page__picture img, img.event-page__picture").first()).toBeVisible();
  expect(consoleErrors.filter((message) => !message.includes("status of 400"))).toEqual([]);
});

test("without JavaScript the event form's picture field stores the picture with the event", async ({
  adminPage,
  server,
}) => {
  const { page } = await adminPage({ viewport: PHONE, javaScriptEnabled: false });
  await page.goto(`${server.url}/welcome/events/new`);
  await page.getByLabel("Title", { exact: true }).fill("Class 9 model rocketry day");
  await page.getByLabel("Start date").fill(inThreeWeeks());
  await page.getByLabel(/^All day/).check();
  await page.getByLabel("Picture (optional)").setInputFiles({
    name: "science.jpg",
    mimeType: "image/jpeg",
    buffer: await jpeg("#16a085"),
  });
  await page.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByText('Event saved: "Class 9 model rocketry day"')).toBeVisible({ timeout: 30_000 });
  await page.goto(`${server.url}/Events/class-9-model-rocketry-day`);
  await expect(page.locator(".event-page__picture img, img.event-page__picture").first()).toBeVisible();
});
