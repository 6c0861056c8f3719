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
  await expect(page).toHaveURL(/\/welcome\/settings#settings-logoUrl$/);
  await waitForHydration(page);
  await page.locator("#settings-logoUrl").fill("/media/site/our-own-logo.webp");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved.")).toBeVisible();

  await page.goto(`${server.url}/welcome`);
  await expect(checklist.getByRole("listitem").filter({ hasText: "Logo and colours" })).toContainText("done");
  await expect(checklist.getByRole("listitem").filter({ hasText: "School facts" })).toContainText("still a sample");
});
