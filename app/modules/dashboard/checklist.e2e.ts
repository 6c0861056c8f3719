import sharp from "sharp";
import { signInAs } from "../../../test/harness/admin";
import { expect, test, waitForHydration } from "../../../e2e/fixtures";

// Issue 27, item 5: a new install's dashboard home lists the samples still on the site, and replacing one (here
// the logo) ticks its item at once.

test("the checklist shows the samples left and replacing the logo ticks its item", async ({ openPage, server }) => {
  const admin = await signInAs(server, "admin");
  const { page, context } = await openPage({ javaScriptEnabled: true });
  const [name, value] = admin.cookie.split("=") as [string, string];
  await context.addCookies([{ name, value, url: server.url }]);

  await page.goto(`${server.url}/welcome`);
  const checklist = page.getByRole("region", { name: "Make the site yours" });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByRole("listitem")).toHaveCount(15);
  const logo = checklist.getByRole("listitem").filter({ hasText: "Logo and colours" });
  await expect(logo).toContainText("still a sample");
  await expect(checklist.getByRole("listitem").filter({ hasText: "News" })).toContainText("2 left");

  await logo.getByRole("link", { name: "Logo and colours" }).click();
  await expect(page).toHaveURL(/\/welcome\/settings#settings-logo$/);
  await waitForHydration(page);
  // A picture of the school's own: re-encoded on upload, then shown in the header and as the preview.
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#204080" } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Upload a new logo")
    .setInputFiles({ name: "our-logo.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();
  const stored = await page.locator("#settings-logoUrl").inputValue();
  expect(stored).toMatch(/^\/media\/site\/.+\/logo\.webp$/);
  await expect(page.getByRole("img", { name: "The logo now" })).toHaveAttribute("src", stored);
  const header = await (await fetch(`${server.url}/`)).text();
  expect(header).toContain(`src="${stored}"`);
  const picture = await fetch(`${server.url}${stored}`);
  expect(picture.headers.get("content-type")).toBe("image/webp");

  await page.goto(`${server.url}/welcome`);
  await expect(checklist.getByRole("listitem").filter({ hasText: "Logo and colours" })).toContainText("done");
  await expect(checklist.getByRole("listitem").filter({ hasText: "School facts" })).toContainText("still a sample");
});
