import sharp from "sharp";
import { DESKTOP, expect, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

// The office's picture library: two pictures uploaded at once with their descriptions, one found by search and
// used in a page's picture block, published and seen on the public page; then the library refuses to delete it
// and shows where it is used. Without JavaScript the picker is a list and a button that posts the editor form.

const jpeg = (colour: string) =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

test("a clerk uploads two pictures, uses one on a page, and cannot delete it while it is used", async ({
  adminPage,
  openPage,
  server,
}) => {
  const { page, consoleErrors } = await adminPage({ viewport: DESKTOP });
  await page.goto(`${server.url}/welcome`);
  await page.getByRole("link", { name: /^Pictures/ }).click();
  await expect(page.getByRole("heading", { name: "Picture library", level: 2 })).toBeVisible();
  await waitForHydration(page);

  await page.getByLabel("Choose pictures").setInputFiles([
    { name: "annual-day.jpg", mimeType: "image/jpeg", buffer: await jpeg("#c0392b") },
    { name: "science-fair.jpg", mimeType: "image/jpeg", buffer: await jpeg("#2874a6") },
  ]);
  const first = page.getByRole("group", { name: "Picture 1" });
  const second = page.getByRole("group", { name: "Picture 2" });
  await expect(first.locator("img")).toBeVisible();
  await expect(second.locator("img")).toBeVisible();
  // Upload refuses a picture without a description, beside its row, before anything is sent.
  await first
    .getByLabel("Description (what the picture shows)")
    .fill("Pupils in marigold garlands on the Annual Day stage");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(second.getByText("Picture 2: Describe the picture for people who cannot see it")).toBeVisible();
  await second.getByLabel("Description (what the picture shows)").fill("Models at the science fair");
  await second.getByLabel("Caption (optional)").fill("Class 8's water filter");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Added 2 pictures to the library.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("listitem").filter({ hasText: "Models at the science fair" })).toBeVisible();

  const library = page.getByRole("search", { name: "Pictures" });
  await library.getByRole("searchbox", { name: "Search the pictures" }).fill("marigold annual");
  await library.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText('1 picture matches "marigold annual".')).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Models at the science fair" })).toHaveCount(0);

  // The page editor's picture block: choose from the library in its dialog, by searching.
  await page.goto(`${server.url}/welcome/pages/Classroom`);
  await waitForHydration(page);
  await page.getByLabel("Add a block at the end").selectOption("figures");
  await page.getByRole("button", { name: "Add block" }).click();
  const block = page.getByRole("group", { name: /^Block \d+: Pictures$/ }).last();
  await block.getByRole("button", { name: "Choose from the library…" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a picture" });
  await dialog.getByLabel("Search the library").fill("marigold");
  await expect(dialog.getByText("1 picture matches “marigold”.")).toBeVisible();
  await dialog.getByRole("button", { name: "Pupils in marigold garlands on the Annual Day stage" }).click();
  await expect(dialog).toBeHidden();
  await expect(block.getByLabel("What the picture shows")).toHaveValue(
    "Pupils in marigold garlands on the Annual Day stage",
  );
  await expect(block.getByLabel("Picture 1: address")).toHaveValue(/\/media\/pictures\/.+\.jpg$/);
  await block.getByLabel("Caption").fill("Annual Day 2026 on the main stage");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: the public page /Classroom shows your changes now.")).toBeVisible();

  const visitor = (await openPage({ viewport: PHONE })).page;
  await visitor.goto(`${server.url}/Classroom`);
  const figure = visitor.getByRole("figure").filter({ hasText: "Annual Day 2026 on the main stage" });
  await expect(figure.getByRole("img", { name: "Pupils in marigold garlands on the Annual Day stage" })).toBeVisible();
  await expect(figure.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /480\.avif 480w/);
  // The picture is lazy: it loads as the visitor scrolls to it, and then it has real pixels.
  await figure.scrollIntoViewIfNeeded();
  await expect
    .poll(() => figure.getByRole("img").evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);

  // Deleting it from the library: refused, with the page where it is used.
  await page.goto(`${server.url}/welcome/pictures?q=marigold`);
  await page
    .getByRole("listitem")
    .filter({ hasText: "Pupils in marigold garlands on the Annual Day stage" })
    .getByRole("link", { name: /^Delete/ })
    .click();
  await expect(page.getByRole("heading", { name: "This picture is in use" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Page /Classroom (the published page)" })).toHaveAttribute(
    "href",
    "/welcome/pages/Classroom",
  );
  await expect(page.getByRole("button", { name: "Yes, delete" })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("without JavaScript the picture block takes a picture from the library's list", async ({ adminPage, server }) => {
  const { page } = await adminPage({ viewport: PHONE, javaScriptEnabled: false });
  await page.goto(`${server.url}/welcome/pictures`);
  const row = page.getByRole("group", { name: "Picture 1" });
  await row
    .getByLabel("File")
    .setInputFiles({ name: "gate.jpg", mimeType: "image/jpeg", buffer: await jpeg("#27ae60") });
  await row.getByLabel("Description (what the picture shows)").fill("The school gate with its new arch");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Added 1 picture to the library.")).toBeVisible();

  await page.goto(`${server.url}/welcome/pages/Labroom`);
  await page.getByLabel("Add a block at the end").selectOption("figures");
  await page.getByRole("button", { name: "Add block" }).click();
  const block = page.getByRole("group", { name: /^Block \d+: Pictures$/ }).last();
  await block
    .getByLabel("Choose from the picture library")
    .selectOption({ label: "The school gate with its new arch" });
  await block.getByRole("button", { name: "Use this picture" }).click();
  const filled = page.getByRole("group", { name: /^Block \d+: Pictures$/ }).last();
  await expect(filled.getByLabel("What the picture shows")).toHaveValue("The school gate with its new arch");
  await expect(filled.getByLabel("Picture 1: address")).toHaveValue(/\/media\/pictures\/.+\.jpg$/);
});
