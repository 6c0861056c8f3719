import type { Locator, Page } from "@playwright/test";
import { openServerDatabase, signInAs } from "../../../test/harness/admin";
import { DESKTOP, expect, test, waitForHydration } from "../../../e2e/fixtures";

// A clerk edits a page's fee table and adds a paragraph; her session ends (signed out elsewhere, or idle too long)
// before she saves. After signing in again the page editor shows her edit, not the saved page, and she saves it.

const PAGES = [
  { javaScriptEnabled: true, path: "Feestructure", table: "Block 5: Table", added: "Block 8: Paragraph" },
  { javaScriptEnabled: false, path: "Transport", table: "Block 5: Table", added: "Block 8: Paragraph" },
];

async function signInWithForm(page: Page, userid: string, password: string) {
  await page.getByLabel(/user/i).first().fill(userid);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
  await page.getByRole("button", { name: /log ?in|sign in/i }).click();
}

/** The words of a paragraph: the rich-text editor with JavaScript, a plain text box without. */
async function paragraphWords(area: Locator, javaScriptEnabled: boolean) {
  return javaScriptEnabled ? area.innerText() : area.inputValue();
}

for (const { javaScriptEnabled, path, table, added } of PAGES) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`an edited fee table and a new paragraph are back after the session ended and she signed in (${mode})`, async ({
    openPage,
    server,
  }) => {
    const clerk = await signInAs(server, "editor");
    const { page, context } = await openPage({ javaScriptEnabled, viewport: DESKTOP });
    const [name, value] = clerk.cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
    await page.goto(`${server.url}/welcome/pages/${path}`);
    if (javaScriptEnabled) await waitForHydration(page);

    const tariff = page.getByRole("group", { name: table });
    await tariff.getByLabel("Row 1, Annual tariff").fill("21,500");
    // Block buttons before the session ends: the table's new row and column and the new block are kept too.
    await tariff.getByRole("button", { name: "Add a row" }).click();
    await tariff.getByLabel("Row 5, Distance").fill("Over 30 KM");
    await tariff.getByRole("button", { name: "Add a column" }).click();
    await tariff.getByLabel("Heading of column 6").fill("Late fee");
    await page.getByLabel("Add a block at the end").selectOption("p");
    await page.getByRole("button", { name: "Add block" }).click();
    const words = "Buses leave the school at 3:30 pm.";
    const paragraph = page.getByRole("group", { name: added });
    const area = paragraph.getByRole("textbox", { name: "Paragraph" });
    if (javaScriptEnabled) {
      await area.click();
      await page.keyboard.type(words);
      await page.keyboard.press("Control+a");
      await paragraph.getByRole("button", { name: "Bold" }).click();
      await expect(area.locator("strong")).toHaveText(words);
    } else await area.fill(words);

    const db = openServerDatabase(server);
    await db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where("user_id", "=", clerk.userId)
      .execute();
    await db.destroy();
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page).toHaveURL(/\/Login\?redirectTo=/);
    await signInWithForm(page, clerk.userid, clerk.password);

    await expect(page).toHaveURL(new RegExp(`/welcome/pages/${path}\\?draft=`));
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByText("What you typed is back")).toBeVisible();
    const restored = page.getByRole("group", { name: table });
    await expect(restored.getByLabel("Row 1, Annual tariff")).toHaveValue("21,500");
    await expect(restored.getByLabel("Row 5, Distance")).toHaveValue("Over 30 KM");
    await expect(restored.getByLabel("Heading of column 6")).toHaveValue("Late fee");
    const restoredArea = page.getByRole("group", { name: added }).getByRole("textbox", { name: "Paragraph" });
    await expect.poll(() => paragraphWords(restoredArea, javaScriptEnabled)).toBe(words);
    if (javaScriptEnabled) {
      await expect(restoredArea.locator("strong")).toHaveText(words);
      // What came back is not saved yet: leaving asks first.
      await page.getByRole("link", { name: /Dashboard home/ }).click();
      const leave = page.getByRole("dialog", { name: "Leave without saving?" });
      await expect(leave).toBeVisible();
      await leave.getByRole("button", { name: "Stay here" }).click();
    }

    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved. The public page is unchanged")).toBeVisible();
    await page.goto(`${server.url}/welcome/pages/${path}`);
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByText("What you typed is back")).toHaveCount(0);
    await expect(page.getByRole("group", { name: table }).getByLabel("Row 5, Distance")).toHaveValue("Over 30 KM");
    const saved = page.getByRole("group", { name: added }).getByRole("textbox", { name: "Paragraph" });
    await expect.poll(() => paragraphWords(saved, javaScriptEnabled)).toBe(words);
  });
}
