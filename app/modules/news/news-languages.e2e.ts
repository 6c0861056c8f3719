import { expect, test } from "../../../e2e/fixtures";

// The office adds a Hindi title to a news post in the post form (folded under the English fields); /hi/News shows
// it, the English page keeps the English title, and a post without a Hindi summary shows the English one marked.

test("a news post's Hindi title shows on /hi/News", async ({ adminPage, server }) => {
  const { page } = await adminPage();
  await page.goto(`${server.url}/welcome/news/posts/new`);
  await page.getByLabel("Title").fill("Annual sports meet results");
  await page.getByLabel("Summary").fill("Red house won the relay.");
  const hindi = page.locator("details.translation-fields", { hasText: "हिन्दी" });
  await expect(hindi).not.toHaveAttribute("open");
  await hindi.locator("summary").click();
  await hindi.getByLabel("Headline in हिन्दी").fill("वार्षिक खेल प्रतियोगिता के परिणाम");
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page.getByText('Post saved: "Annual sports meet results".')).toBeVisible();

  await page.goto(`${server.url}/hi/News`);
  const card = page.locator(".post-card", { hasText: "वार्षिक खेल प्रतियोगिता के परिणाम" });
  await expect(card.getByRole("link", { name: "वार्षिक खेल प्रतियोगिता के परिणाम" })).toHaveAttribute(
    "href",
    "/hi/News/annual-sports-meet-results",
  );
  await expect(card.locator("p", { hasText: "Red house won the relay." })).toHaveAttribute("lang", "en");
  await page.goto(`${server.url}/News`);
  await expect(page.getByRole("link", { name: "Annual sports meet results" })).toBeVisible();
});
