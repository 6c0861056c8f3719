import type { Locator, Page } from "@playwright/test";
import { DESKTOP, expect, PHONE, test, waitForHydration } from "../../../e2e/fixtures";

// The page editor's words: bold, italic and links inside a paragraph; a paste from a word processor becoming
// paragraphs, a list and a table without its styles; a block dragged to another place. Then the public page.

const FIRST = "Our digital classrooms combine the blackboard with the smart board.";

// What Microsoft Word puts on the clipboard: styles on every run, its lists as paragraphs with a typed bullet.
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><body lang=EN-IN>
<p class=MsoNormal><b><span style='font-size:14.0pt;color:#C00000'>Sports day</span></b><span style='font-family:Calibri'> is on <i>Saturday</i>.</span></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Bring water</p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span>&nbsp;</span></span></span><![endif]>Wear house colours</p>
<table class=MsoTableGrid border=1 style='border-collapse:collapse'><tr><td style='background:yellow'><p class=MsoNormal><b>Event</b></p></td><td><p class=MsoNormal><b>Time</b></p></td></tr>
<tr><td><p class=MsoNormal>Relay</p></td><td><p class=MsoNormal>9:30</p></td></tr></table>
</body></html>`;

/** Puts the caret `from` characters into the paragraph and selects `length` characters, as a clerk would. */
async function selectWords(page: Page, area: Locator, from: number, length: number) {
  await area.click();
  await page.keyboard.press("Control+Home");
  for (let i = 0; i < from; i++) await page.keyboard.press("ArrowRight");
  for (let i = 0; i < length; i++) await page.keyboard.press("Shift+ArrowRight");
}

test("a clerk makes words bold and a link, pastes from Word, drags a block, and the public page shows it", async ({
  adminPage,
  openPage,
  server,
}) => {
  const { page, consoleErrors } = await adminPage({ viewport: DESKTOP });
  await page.goto(`${server.url}/welcome/pages/classroom`);
  await waitForHydration(page);

  const first = page.getByRole("group", { name: "Block 4: Paragraph" });
  const area = first.getByRole("textbox", { name: "Paragraph" });
  await expect(area).toContainText(FIRST);
  await selectWords(page, area, FIRST.indexOf("digital"), "digital".length);
  await first.getByRole("button", { name: "Bold" }).click();
  await expect(first.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await selectWords(page, area, FIRST.indexOf("smart board"), "smart board".length);
  await first.getByRole("button", { name: "Link" }).click();
  const address = first.getByLabel("Link address");
  await address.fill("javascript:alert(1)");
  await first.getByRole("button", { name: "Apply link" }).click();
  await expect(first.getByText(/Use a page of this site \(starting with \/\)/)).toBeVisible();
  await address.fill("/Transport");
  await address.press("Enter");
  await expect(area.locator("a", { hasText: "smart board" })).toBeVisible();
  // With no words chosen, the address itself goes in as the link (at the end of the second paragraph).
  const second = page.getByRole("group", { name: "Block 5: Paragraph" });
  await second.getByRole("textbox", { name: "Paragraph" }).click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Write to ");
  await second.getByRole("button", { name: "Link" }).click();
  await second.getByLabel(/Link address \(no words chosen/).fill("mailto:office@example.org");
  await second.getByRole("button", { name: "Apply link" }).click();
  await expect(second.getByRole("textbox").locator('a[href="mailto:office@example.org"]')).toHaveText(
    "mailto:office@example.org",
  );
  await expect(area.locator("strong", { hasText: "digital" })).toBeVisible();

  // A paste of several paragraphs, a list and a table into a new, empty paragraph becomes blocks in its place.
  await page.getByRole("button", { name: "Add block" }).click();
  const added = page.getByRole("group", { name: "Block 6: Paragraph" });
  await expect(added).toBeVisible();
  // The block button kept the formatting typed above (it travelled as ranges of the plain text).
  await expect(first.getByRole("textbox").locator("strong", { hasText: "digital" })).toBeVisible();
  await added.getByRole("textbox", { name: "Paragraph" }).click();
  await added.getByRole("textbox", { name: "Paragraph" }).evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", "Sports day is on Saturday.");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, WORD_HTML);
  const pasted = page.getByRole("group", { name: "Block 6: Paragraph" }).getByRole("textbox", { name: "Paragraph" });
  await expect(pasted).toHaveText("Sports day is on Saturday.");
  await expect(pasted.locator("strong")).toHaveText("Sports day");
  await expect(pasted.locator("em")).toHaveText("Saturday");
  await expect(pasted.locator("[style]")).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Block 7: List" }).getByLabel("Items")).toHaveValue(
    "Bring water\nWear house colours",
  );
  const table = page.getByRole("group", { name: "Block 8: Table" });
  await expect(table.getByLabel("Heading of column 1")).toHaveValue("Event");
  await expect(table.getByLabel("Row 1, Time")).toHaveValue("9:30");

  // Drag the pasted paragraph above the first paragraph, with the drag handle's keyboard moves (Space picks the
  // block up, each arrow passes one block, Space drops it): the same sorting as a pointer drag, without depending on
  // where the blocks sit on the screen.
  // The keys follow the editor's spoken announcements: the drag listens for arrows only a moment after it starts,
  // so an arrow pressed at once can be lost; the clerk, like this test, presses again until the block is in place.
  const handle = page.getByRole("button", { name: "Drag block 6 to another place" });
  const spoken = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press("Space");
  // Picked up: where the editor first says it is over may already be a place or two off (the list can still settle
  // under it); the presses below follow what it says, as a clerk would.
  await expect(spoken).toHaveText(/^Block 6 is over position \d+\.$/);
  await expect(async () => {
    const over = Number(/over position (\d+)/.exec((await spoken.textContent()) ?? "")?.[1]);
    if (over !== 4) await page.keyboard.press(over > 4 ? "ArrowUp" : "ArrowDown");
    await expect(spoken).toHaveText("Block 6 is over position 4.", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press("Space");
  await expect(spoken).toHaveText("Block 6 moved to position 4.");
  await expect(
    page.getByRole("group", { name: "Block 4: Paragraph" }).getByRole("textbox", { name: "Paragraph" }),
  ).toHaveText("Sports day is on Saturday.");
  await expect(
    page
      .getByRole("group", { name: "Block 5: Paragraph" })
      .getByRole("textbox")
      .locator("a", { hasText: "smart board" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved. The public page is unchanged")).toBeVisible();
  // Saving re-keys the editor with the saved version; under load a click can land on the form being replaced, and
  // pressing Publish again is what the clerk would do (publishing the same version twice changes nothing).
  await expect(async () => {
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published: the public page /Classroom shows your changes now.")).toBeVisible({
      timeout: 4000,
    });
  }).toPass({ timeout: 20_000 });

  const visitor = (await openPage({ viewport: PHONE })).page;
  await visitor.goto(`${server.url}/Classroom`);
  const main = visitor.getByRole("main");
  await expect(main.locator("strong", { hasText: "digital" })).toBeVisible();
  await expect(main.getByRole("link", { name: "smart board" })).toHaveAttribute("href", "/Transport");
  await expect(main.locator("strong", { hasText: "Sports day" })).toBeVisible();
  await expect(main.getByRole("listitem").filter({ hasText: "Wear house colours" })).toBeVisible();
  await expect(main.getByRole("cell", { name: "9:30" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a style put on with a button is a change: leaving the page asks first", async ({ adminPage, server }) => {
  const { page } = await adminPage({ viewport: DESKTOP });
  // Another page than the one the journey above changes: its words are as built in.
  await page.goto(`${server.url}/welcome/pages/Feestructure`);
  await waitForHydration(page);
  const paragraph = page.getByRole("group", { name: "Block 6: Paragraph" });
  const area = paragraph.getByRole("textbox", { name: "Paragraph" });
  await expect(area).toContainText("Transport fees are paid in advance");
  await selectWords(page, area, "Transport fees are paid in ".length, "advance".length);
  await paragraph.getByRole("button", { name: "Italic" }).click();
  await expect(area.locator("em")).toHaveText("advance");
  await page.getByRole("link", { name: /Dashboard home/ }).click();
  const leave = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay here" }).click();
  await expect(page).toHaveURL(/\/welcome\/pages\/Feestructure$/);
  await expect(area.locator("em")).toHaveText("advance");
});
