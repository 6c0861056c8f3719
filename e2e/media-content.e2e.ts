import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs } from "../test/harness/admin";
import { launchBrowser, openPage, PHONE, waitForHydration, type WatchedPage } from "../test/harness/browser";
import { startServer, type RunningServer } from "../test/harness/server";

let server: RunningServer;
let browser: Browser;
let cookie: { name: string; value: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const [name, value] = (await signInAs(server, "admin")).cookie.split("=");
  cookie = { name, value };
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in administrator's page, opened on a dashboard panel. */
async function openPanel(panel: string, viewport?: { width: number; height: number }): Promise<WatchedPage> {
  const watched = await openPage(browser, { viewport });
  await watched.context.addCookies([{ ...cookie, url: server.url }]);
  await watched.page.goto(`${server.url}/welcome?panel=${panel}`);
  await waitForHydration(watched.page);
  return watched;
}

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

const statusText = (page: Page, id: string) => page.locator(`#${id}`).textContent();

describe("media and site content from the dashboard", () => {
  it("uploads a picture and a video that then show in the public gallery", async () => {
    const { page, context, consoleErrors } = await openPanel("uploads");
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#d35400" } })
      .jpeg()
      .toBuffer();

    await page.getByLabel("Screen Name").selectOption("Celebrations");
    await page.getByLabel("Image name").fill("Diwali lamps");
    await page.getByLabel("Event name").fill("Diwali 2026");
    await page.getByLabel("Event date").fill("2026-11-08");
    await page
      .getByLabel("Picture (optional)")
      .setInputFiles({ name: "lamps.jpg", mimeType: "image/jpeg", buffer: picture });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByText("Upload successful!").waitFor();
    // The new entry is listed without a page reload.
    await page.getByRole("button", { name: "Edit Diwali 2026" }).waitFor();

    await page.getByLabel("Video", { exact: true }).check();
    await expect(page.getByLabel("Image name").isVisible()).resolves.toBe(false);
    await page.getByLabel("Video name").fill("Lamp dance");
    await page.getByLabel("Event name").fill("Diwali dance");
    await page.getByLabel("Event date").fill("2026-11-09");
    const video = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypmp42"),
      Buffer.alloc(4),
      Buffer.from("mp42isom"),
      Buffer.alloc(2048, 1),
    ]);
    await page
      .getByLabel("Video (optional)")
      .setInputFiles({ name: "dance.mp4", mimeType: "video/mp4", buffer: video });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByRole("button", { name: "Edit Diwali dance" }).waitFor();
    await expect(statusText(page, "upload-status")).resolves.toBe("Upload successful!");

    // A refused file explains why.
    await page.getByLabel("Image", { exact: true }).check();
    await page.getByLabel("Event name").fill("Not a picture");
    await page.getByLabel("Event date").fill("2026-11-10");
    await page
      .getByLabel("Picture (optional)")
      .setInputFiles({
        name: "notes.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("plain text pretending to be a photo"),
      });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page
      .getByText("Upload failed: Only JPEG, PNG, WebP, GIF or AVIF pictures and MP4 videos can be uploaded.")
      .waitFor();
    expect(consoleErrors.filter((e) => !e.includes("400"))).toEqual([]);

    await page.goto(`${server.url}/Gallery`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Celebrations" }).click();
    await page.waitForURL(/category=Celebrations/);
    const thumbnail = page.getByRole("img", { name: "Diwali lamps" });
    await thumbnail.waitFor();
    await expect(
      thumbnail.evaluate((img: HTMLImageElement) => [img.complete && img.naturalWidth, img.naturalHeight]),
    ).resolves.toEqual([150, 150]);
    await expect(page.locator("video").getAttribute("aria-label")).resolves.toBe("Lamp dance");
    const fullPicture = await page.getByRole("link", { name: "Diwali lamps" }).getAttribute("href");
    expect((await fetch(`${server.url}${fullPicture}`)).headers.get("content-type")).toBe("image/jpeg");
    await context.close();
  });

  it("uploads a picture without JavaScript: the form posts to the API and comes back to the panel", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await context.addCookies([{ ...cookie, url: server.url }]);
    await page.goto(`${server.url}/welcome?panel=uploads`);
    await page.getByLabel("Screen Name").selectOption("Kids Activities");
    await page.getByLabel("Image name").fill("Sand pit");
    await page.getByLabel("Event name").fill("Play day");
    await page.getByLabel("Event date").fill("2026-10-05");
    const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#f1c40f" } })
      .png()
      .toBuffer();
    await page
      .getByLabel("Picture (optional)")
      .setInputFiles({ name: "sand.png", mimeType: "image/png", buffer: picture });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page.waitForURL(/panel=uploads&result=ok/);
    await expect(statusText(page, "upload-status")).resolves.toBe("Upload successful!");

    await page.getByLabel("Event name").fill("");
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page.waitForURL(/result=failed/);
    await expect(statusText(page, "upload-status")).resolves.toBe(
      "Upload failed: Event name is required and must be less than 30 characters.",
    );

    await page.goto(`${server.url}/Gallery?category=Kids%20Activities`);
    await expect(page.getByRole("img", { name: "Sand pit" }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("saves the news and the settings without JavaScript", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await context.addCookies([{ ...cookie, url: server.url }]);
    await page.goto(`${server.url}/welcome?panel=latest-news`);
    const news = page.locator(".panel");
    await expect(news.getByLabel("Job openings").inputValue()).resolves.toContain("teachers");
    await news.getByLabel("Job openings").fill("Hiring a sports coach (no-JS form)");
    await news.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL(/panel=latest-news&result=ok/);
    await expect(statusText(page, "news-status")).resolves.toBe("Successfully Submitted");
    await expect(page.locator(".ticker").textContent()).resolves.toContain("Hiring a sports coach (no-JS form)");

    await page.goto(`${server.url}/welcome?panel=site-settings`);
    const settings = page.locator(".panel");
    await settings.getByLabel("Email", { exact: true }).fill("not an email");
    await settings.getByRole("button", { name: "Save settings" }).click();
    await page.waitForURL(/result=failed/);
    await expect(statusText(page, "settings-status")).resolves.toBe(
      "Could not save the settings: Invalid email address",
    );

    await page.goto(`${server.url}/welcome?panel=home-slides`);
    const slides = page.locator(".panel form");
    await slides.getByLabel("Slide set").selectOption("library");
    await slides.getByLabel("Slide number").selectOption("9");
    const picture = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#9b59b6" } })
      .png()
      .toBuffer();
    await slides
      .getByLabel("Image", { exact: true })
      .setInputFiles({ name: "books.png", mimeType: "image/png", buffer: picture });
    await slides.getByRole("button", { name: "Replace Image" }).click();
    await page.waitForURL(/panel=home-slides&result=ok/);
    await expect(statusText(page, "slides-status")).resolves.toBe("Slide saved");
    const details = await fetch(`${server.url}/api/image-details/library/9`, {
      headers: { cookie: `${cookie.name}=${cookie.value}` },
    });
    expect(details.status).toBe(200);
    await context.close();
  });

  it("replaces home slide 1 and the home page shows the new picture", async () => {
    const { page, context } = await openPanel("home-slides");
    await expect(page.getByRole("button", { name: "Replace Image" }).isVisible()).resolves.toBe(true);
    await page.getByLabel("Add New Image").check();
    await expect(page.getByRole("button", { name: "Upload New Image" }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel("Slide number").isDisabled()).resolves.toBe(true);
    await page.getByLabel("Add New Image").uncheck();

    await page.getByLabel("Slide set").selectOption("HomeScreenMainSlides");
    await page.getByLabel("Slide number").selectOption("1");
    const slide = await sharp({ create: { width: 1600, height: 700, channels: 3, background: "#16a085" } })
      .png()
      .toBuffer();
    await page
      .getByLabel("Image", { exact: true })
      .setInputFiles({ name: "new-hero.png", mimeType: "image/png", buffer: slide });
    const answer = page.waitForResponse((response) =>
      response.url().includes("/api/replace-image/HomeScreenMainSlides/1"),
    );
    await page.getByRole("button", { name: "Replace Image" }).click();
    const { imageUrl } = (await (await answer).json()) as { imageUrl: string };
    await page.getByText(/^Slide saved/).waitFor();
    await expect
      .poll(() => page.getByRole("img", { name: /Current picture at .* number 1/ }).getAttribute("src"))
      .toBe(imageUrl);

    await page.goto(`${server.url}/`);
    const folder = imageUrl.replace(/\/original\.png$/, "/");
    const firstSlide = page.locator(".home-hero img").first();
    await expect(firstSlide.getAttribute("src")).resolves.toContain(folder);
    await context.close();
  });

  it("changes the news and the ticker on another page shows it", async () => {
    const { page, context } = await openPanel("latest-news");
    const panel = page.locator(".panel");
    await panel.getByLabel("Latest event").fill("Annual day rehearsal on 12 December in the auditorium");
    await panel.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Successfully Submitted").waitFor();
    await page.goto(`${server.url}/Faq`);
    await expect(page.locator(".ticker").textContent()).resolves.toContain("Annual day rehearsal on 12 December");
    await context.close();
  });

  it("changes the school name and the header shows it", async () => {
    const { page, context } = await openPanel("site-settings");
    const panel = page.locator(".panel");
    await panel.getByLabel("School name").fill("Lakeside Vidya Mandir");
    await panel.getByLabel("Phone", { exact: true }).fill("12");
    await panel.getByRole("button", { name: "Save settings" }).click();
    await expect(panel.getByLabel("Phone", { exact: true }).getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(panel.getByText("Phone number must be 10 digits").isVisible()).resolves.toBe(true);
    await panel.getByLabel("Phone", { exact: true }).fill("9123456780");
    await panel.getByRole("button", { name: "Save settings" }).click();
    await page.getByText(/^Settings saved/).waitFor();
    await page.goto(`${server.url}/Gallery`);
    await expect(page.locator(".site-header__name").textContent()).resolves.toBe("Lakeside Vidya Mandir");
    await context.close();
  });

  it.each([
    ["phone", PHONE],
    ["desktop", { width: 1366, height: 900 }],
  ])(
    "shows the gallery and every panel at %s width without sideways scroll or serious axe findings",
    async (_name, viewport) => {
      for (const panel of ["uploads", "home-slides", "latest-news", "site-settings"]) {
        const { page, context, consoleErrors } = await openPanel(panel, viewport);
        await page.locator(".panel form").first().waitFor();
        await page.waitForLoadState("networkidle");
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          panel,
        ).toBeLessThanOrEqual(0);
        expect(await axeProblems(page), panel).toEqual([]);
        expect(consoleErrors, panel).toEqual([]);
        await context.close();
      }
      const { page, context } = await openPage(browser, { viewport });
      await page.goto(`${server.url}/Gallery?category=Celebrations`);
      await page.getByRole("img", { name: "Diwali lamps" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await axeProblems(page)).toEqual([]);
      await context.close();
    },
  );
});
