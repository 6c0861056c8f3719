import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { smallMp4 } from "../test/harness/video";
import { DESKTOP, expect, PHONE, test as base, waitForHydration, type WatchedPage } from "./fixtures";

const test = base.extend<{
  /** A signed-in administrator's page, opened on a dashboard section (/welcome/<section>). */
  openPanel: (section: string, viewport?: { width: number; height: number }) => Promise<WatchedPage>;
}>({
  openPanel: async ({ adminPage, server }, use) => {
    await use(async (section, viewport) => {
      const watched = await adminPage({ viewport });
      await watched.page.goto(`${server.url}/welcome/${section}`);
      await waitForHydration(watched.page);
      return watched;
    });
  },
});

// The tests build on each other (the gallery check at the end looks for the first test's upload).
test.describe.configure({ mode: "serial" });

/** Serious or critical axe findings inside <main>. */
async function axeProblems(page: Page) {
  const result = await new AxeBuilder({ page }).include("main").analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

test.describe("media and site content from the dashboard", () => {
  test("uploads a picture and a video that then show in the public gallery", async ({ openPanel, server }) => {
    const { page, consoleErrors } = await openPanel("gallery");
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#d35400" } })
      .jpeg()
      .toBuffer();

    await page.getByLabel("Screen Name").selectOption("Celebrations");
    await page.getByLabel("Image name").fill("Diwali lamps");
    await page.getByLabel("Event name").fill("Diwali 2026");
    await page.getByLabel("Event date").fill("2026-11-08");
    await page
      .getByLabel("Picture or video (optional)")
      .setInputFiles({ name: "lamps.jpg", mimeType: "image/jpeg", buffer: picture });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText("Upload successful!")).toBeVisible();
    // The new entry is listed without a page reload.
    await expect(page.getByRole("link", { name: "Edit Diwali 2026" })).toBeVisible();

    await page.getByLabel("Video", { exact: true }).check();
    await expect(page.getByLabel("Image name")).toBeHidden();
    await page.getByLabel("Video name").fill("Lamp dance");
    await page.getByLabel("Event name").fill("Diwali dance");
    await page.getByLabel("Event date").fill("2026-11-09");
    const video = smallMp4();
    await page
      .getByLabel("Picture or video (optional)")
      .setInputFiles({ name: "dance.mp4", mimeType: "video/mp4", buffer: video });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByRole("link", { name: "Edit Diwali dance" })).toBeVisible();
    await expect(page.getByText("Upload successful!")).toBeVisible();

    // A refused file explains why.
    await page.getByLabel("Image", { exact: true }).check();
    await page.getByLabel("Event name").fill("Not a picture");
    await page.getByLabel("Event date").fill("2026-11-10");
    await page.getByLabel("Picture or video (optional)").setInputFiles({
      name: "notes.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("plain text pretending to be a photo"),
    });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(
      page.getByText("Upload failed: Only JPEG, PNG, WebP, GIF or AVIF pictures and MP4 videos can be uploaded."),
    ).toBeVisible();
    expect(consoleErrors.filter((e) => !e.includes("400"))).toEqual([]);

    await page.goto(`${server.url}/Gallery`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Celebrations" }).click();
    await expect(page).toHaveURL(/category=Celebrations/);
    const thumbnail = page.getByRole("img", { name: "Diwali lamps" });
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => [img.complete && img.naturalWidth, img.naturalHeight]))
      .toEqual([150, 150]);
    await expect(page.locator("video")).toHaveAttribute("aria-label", "Lamp dance");
    // The thumbnail opens the picture's own page without JavaScript, and the full picture in the lightbox.
    const pictureLink = page.getByRole("link", { name: "Diwali lamps" });
    expect(await pictureLink.getAttribute("href")).toMatch(/^\/Gallery\/\d+$/);
    const fullPicture = await pictureLink.getAttribute("data-lightbox-src");
    expect((await fetch(`${server.url}${fullPicture}`)).headers.get("content-type")).toBe("image/jpeg");
  });

  test("uploads a picture without JavaScript: the form posts to the section's action and comes back", async ({
    openPage,
    signIn,
    server,
  }) => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await signIn(context);
    await page.goto(`${server.url}/welcome/gallery`);
    await page.getByLabel("Screen Name").selectOption("Kids Activities");
    await page.getByLabel("Image name").fill("Sand pit");
    await page.getByLabel("Event name").fill("Play day");
    await page.getByLabel("Event date").fill("2026-10-05");
    const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#f1c40f" } })
      .png()
      .toBuffer();
    await page
      .getByLabel("Picture or video (optional)")
      .setInputFiles({ name: "sand.png", mimeType: "image/png", buffer: picture });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page).toHaveURL(/\/welcome\/gallery$/);
    await expect(page.getByText("Upload successful!")).toBeVisible();

    await page.getByLabel("Image name").fill("Kept name");
    await page.getByLabel("Event name").fill("");
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    // The message stands under its field, and the summary above the form links to it.
    const eventNameRequired = "Event name is required and must be less than 30 characters.";
    await expect(page.getByRole("form", { name: "Gallery uploads" }).getByText(eventNameRequired)).toBeVisible();
    await expect(page.getByRole("link", { name: eventNameRequired })).toHaveAttribute("href", "#upload-eventname");
    await expect(page.getByLabel("Image name")).toHaveValue("Kept name");
    expect(page.url()).not.toContain("reason=");

    await page.goto(`${server.url}/Gallery?category=Kids%20Activities`);
    await expect(page.getByRole("img", { name: "Sand pit" })).toBeVisible();
  });

  test("saves the news and the settings without JavaScript", async ({ admin, openPage, signIn, server }) => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await signIn(context);
    await page.goto(`${server.url}/welcome/news`);
    const news = page.getByRole("form", { name: "Latest news" });
    await expect(news.getByLabel("Job openings", { exact: true })).toHaveValue(/teachers/);
    await news.getByLabel("Job openings", { exact: true }).fill("Hiring a sports coach (no-JS form)");
    await news.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/welcome\/news$/);
    await expect(page.getByText("Successfully Submitted")).toBeVisible();
    // The dashboard has no public ticker of its own: the site's pages show the new line.
    await page.goto(`${server.url}/Faq`);
    await expect(page.locator(".ticker")).toContainText("Hiring a sports coach (no-JS form)");

    await page.goto(`${server.url}/welcome/settings`);
    const settings = page.locator(".dashboard-panel");
    await settings.getByLabel("Email", { exact: true }).fill("not an email");
    await settings.getByRole("button", { name: "Save settings" }).click();
    // The message under the field, and the error summary's link to it.
    await expect(page.locator("#settings-email-error")).toHaveText("Invalid email address");
    await expect(page.getByRole("link", { name: "Invalid email address" })).toHaveAttribute("href", "#settings-email");
    await expect(settings.getByLabel("Email", { exact: true })).toHaveValue("not an email");

    await page.goto(`${server.url}/welcome/slides`);
    const slides = page.locator(".dashboard-panel form").first();
    await slides.getByLabel("Slide set").selectOption("library");
    await slides.getByLabel("Slide number").selectOption("9");
    const picture = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#9b59b6" } })
      .png()
      .toBuffer();
    await slides
      .getByLabel("Image", { exact: true })
      .setInputFiles({ name: "books.png", mimeType: "image/png", buffer: picture });
    await slides.getByRole("button", { name: "Replace Image" }).click();
    await expect(page).toHaveURL(/\/welcome\/slides$/);
    await expect(page.getByText(/^Slide saved/)).toBeVisible();
    const details = await fetch(`${server.url}/api/image-details/library/9`, {
      headers: { cookie: admin.cookie },
    });
    expect(details.status).toBe(200);
  });

  test("replaces home slide 1 and the home page shows the new picture", async ({ openPanel, server }) => {
    const { page } = await openPanel("slides");
    await expect(page.getByRole("button", { name: "Replace Image" })).toBeVisible();
    await page.getByLabel(/Add New Image/).check();
    await expect(page.getByRole("button", { name: "Upload New Image" })).toBeVisible();
    await page.getByLabel("Replace the picture at a number").check();

    await page.getByLabel("Slide set").selectOption("HomeScreenMainSlides");
    await page.getByLabel("Slide number").selectOption("1");
    const slide = await sharp({ create: { width: 1600, height: 700, channels: 3, background: "#16a085" } })
      .png()
      .toBuffer();
    await page
      .getByLabel("Image", { exact: true })
      .setInputFiles({ name: "new-hero.png", mimeType: "image/png", buffer: slide });
    const before = await page.getByRole("img", { name: /Current picture at .* number 1/ }).getAttribute("src");
    await page.getByRole("button", { name: "Replace Image" }).click();
    await expect(page.getByText(/^Slide saved/)).toBeVisible();
    await expect
      .poll(() => page.getByRole("img", { name: /Current picture at .* number 1/ }).getAttribute("src"))
      .not.toBe(before);
    const shown = (await page.getByRole("img", { name: /Current picture at .* number 1/ }).getAttribute("src"))!;

    await page.goto(`${server.url}/`);
    const folder = shown.replace(/[^/]+$/, "");
    const firstSlide = page.locator(".home-hero img").first();
    await expect(firstSlide).toHaveAttribute("src", new RegExp(folder.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  });

  test("changes the news and the ticker on another page shows it", async ({ openPanel, server }) => {
    const { page } = await openPanel("news");
    const panel = page.getByRole("form", { name: "Latest news" });
    await panel
      .getByLabel("Latest event", { exact: true })
      .fill("Annual day rehearsal on 12 December in the auditorium");
    await panel.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Successfully Submitted")).toBeVisible();
    await page.goto(`${server.url}/Faq`);
    await expect(page.locator(".ticker")).toContainText("Annual day rehearsal on 12 December");
  });

  test("changes the school name and the header shows it", async ({ openPanel, server }) => {
    const { page } = await openPanel("settings");
    const panel = page.locator(".dashboard-panel");
    await panel.getByLabel("School name").fill("Lakeside Vidya Mandir");
    await panel.getByLabel("Phone", { exact: true }).fill("12");
    await panel.getByRole("button", { name: "Save settings" }).click();
    await expect(panel.getByLabel("Phone", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#settings-phone-error")).toHaveText(
      "Phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    );
    await expect(
      page.getByRole("link", {
        name: "Phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
      }),
    ).toHaveAttribute("href", "#settings-phone");
    await panel.getByLabel("Phone", { exact: true }).fill("9123456780");
    await panel.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText(/^Settings saved/)).toBeVisible();
    await page.goto(`${server.url}/Gallery`);
    await expect(page.locator(".site-header__name")).toHaveText("Lakeside Vidya Mandir");
  });

  for (const [name, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`shows the gallery and every panel at ${name} width without sideways scroll or serious axe findings`, async ({
      openPage,
      openPanel,
      server,
    }) => {
      test.setTimeout(180_000);
      for (const panel of ["gallery", "slides", "news", "settings"]) {
        const { page, consoleErrors } = await openPanel(panel, viewport);
        await expect(page.locator(".dashboard-panel form").first()).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          panel,
        ).toBeLessThanOrEqual(0);
        expect(await axeProblems(page), panel).toEqual([]);
        expect(consoleErrors, panel).toEqual([]);
      }
      const { page } = await openPage({ viewport });
      await page.goto(`${server.url}/Gallery?category=Celebrations`);
      await expect(page.getByRole("img", { name: "Diwali lamps" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await axeProblems(page)).toEqual([]);
    });
  }
});
