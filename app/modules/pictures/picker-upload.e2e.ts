import sharp from "sharp";
import { DESKTOP, expect, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

// A picture uploaded from inside the page editor's picker (decision 134): refused in plain words on the picker's
// own fields (no description, not a picture), then taken, put in the library and chosen in the block at once,
// with the editor's unsaved words still there; published, it is on the public page.

const jpeg = (colour: string) =>
  sharp({ create: { width: 1400, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

test("a clerk uploads a picture from the page editor's picker and it is chosen at once", async ({
  adminPage,
  openPage,
  server,
}) => {
  const { page, consoleErrors } = await adminPage({ viewport: DESKTOP });
  await page.goto(`${server.url}/welcome/pages/Classroom`);
  await waitForHydration(page);
  await page.getByLabel("Add a block at the end").selectOption("figures");
  await page.getByRole("button", { name: "Add block" }).click();
  const block = page.getByRole("group", { name: /^Block \d+: Pictures$/ }).last();
  await expect(block.getByRole("button", { name: "Choose from the library…" })).toBeVisible();
  // Unsaved words typed before the upload must still be there after it.
  await page.locator("#page-heading").fill("Our classrooms, freshly painted");

  await block.getByRole("button", { name: "Choose from the library…" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a picture" });
  await dialog.getByText("Upload a new picture").click();
  const file = dialog.getByLabel("Picture file");

  // No description: refused before anything is sent.
  await file.setInputFiles({ name: "room.jpg", mimeType: "image/jpeg", buffer: await jpeg("#8e44ad") });
  await dialog.getByRole("button", { name: "Upload and use this picture" }).click();
  await expect(
    dialog.getByText("Describe the picture for people who cannot see it, or mark it as decorative"),
  ).toBeVisible();

  // Not a picture (a text file named .jpg): the library's action reads its bytes and refuses it on the file field.
  await dialog.getByLabel("Description (what the picture shows)").fill("Class 5's room with its new blue walls");
  await file.setInputFiles({ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture at all") });
  await dialog.getByRole("button", { name: "Upload and use this picture" }).click();
  await expect(
    dialog.getByText("Only JPEG, PNG, WebP, GIF or AVIF pictures can be added to the library."),
  ).toBeVisible();
  await expect(file).toHaveAttribute("aria-invalid", "true");

  await file.setInputFiles({ name: "room.jpg", mimeType: "image/jpeg", buffer: await jpeg("#8e44ad") });
  await dialog.getByLabel("Caption (optional)").fill("Class 5 after the summer painting");
  await dialog.getByRole("button", { name: "Upload and use this picture" }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(block.getByLabel("What the picture shows (for people who cannot see it)", { exact: true })).toHaveValue(
    "Class 5's room with its new blue walls",
  );
  await expect(block.getByLabel("Caption", { exact: true })).toHaveValue("Class 5 after the summer painting");
  await expect(block.getByLabel("Picture 1: address")).toHaveValue(/\/media\/pictures\/.+\.jpg$/);
  await expect(page.locator("#page-heading")).toHaveValue("Our classrooms, freshly painted");

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: the public page /Classroom shows your changes now.")).toBeVisible();

  const visitor = (await openPage({ viewport: PHONE })).page;
  await visitor.goto(`${server.url}/Classroom`);
  await expect(visitor.getByRole("heading", { name: "Our classrooms, freshly painted" })).toBeVisible();
  const figure = visitor.getByRole("figure").filter({ hasText: "Class 5 after the summer painting" });
  await expect(figure.getByRole("img", { name: "Class 5's room with its new blue walls" })).toBeVisible();

  // It is in the library too, with its words.
  await page.goto(`${server.url}/welcome/pictures?q=blue+walls`);
  await expect(page.getByRole("listitem").filter({ hasText: "Class 5's room with its new blue walls" })).toBeVisible();
  // The browser logs the refused upload's 400; nothing else.
  expect(consoleErrors.filter((message) => !message.includes("status of 400"))).toEqual([]);
});
