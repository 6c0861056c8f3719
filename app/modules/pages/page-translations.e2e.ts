import { DESKTOP, PHONE, expect, test, waitForHydration } from "../../../e2e/fixtures";

// The fee structure in Hindi and Telugu as a parent's phone shows it (translated words, `lang`, the alternates),
// and the office's side: publishing a change of the English page marks its Telugu translation out of date in the
// dashboard's list, on the page's editor and on the public Telugu page.

const TRANSLATED = [
  { path: "/hi/Feestructure", lang: "hi", heading: "शुल्क संरचना", words: "नर्सरी, एलकेजी और यूकेजी" },
  { path: "/te/Feestructure", lang: "te", heading: "ఫీజుల వివరాలు", words: "నర్సరీ, ఎల్‌కేజీ, యూకేజీ" },
];

for (const { path, lang, heading, words } of TRANSLATED) {
  test(`${path} shows the translated fee structure with lang="${lang}" and its alternates`, async ({
    openPage,
    server,
  }) => {
    const { page } = await openPage({ viewport: PHONE });
    await page.goto(`${server.url}${path}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText(words).first()).toBeVisible();
    await expect(page.locator(".untranslated-note")).toHaveCount(0);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]),
      );
    expect(alternates).toEqual([
      ["en", "/Feestructure"],
      ["hi", "/hi/Feestructure"],
      ["te", "/te/Feestructure"],
      ["x-default", "/Feestructure"],
    ]);
  });
}

test("publishing the English fee structure marks its Telugu translation out of date in the dashboard", async ({
  adminPage,
  openPage,
  server,
}) => {
  const { page } = await adminPage({ viewport: DESKTOP });
  await page.goto(`${server.url}/welcome/pages/translations`);
  const teluguCell = page
    .getByRole("row", { name: /\/Feestructure/ })
    .getByRole("cell")
    .nth(2);
  await expect(teluguCell).toHaveText(/^translated/);

  await page.goto(`${server.url}/welcome/pages/Feestructure`);
  await waitForHydration(page);
  const lead = page.getByLabel("Introduction");
  await lead.fill(`${await lead.inputValue()} Fees can also be paid online.`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/Published: the public page \/Feestructure shows your changes/)).toBeVisible();

  await page.goto(`${server.url}/welcome/pages/translations`);
  await expect(teluguCell).toHaveText(/^out of date/);
  await expect(
    page
      .getByRole("row", { name: /\/Feestructure/ })
      .getByRole("cell")
      .nth(1),
  ).toHaveText(/^out of date/);

  // The page's editor in Telugu says so too, with the English text beside the Telugu fields.
  await teluguCell.getByRole("link").click();
  await expect(page).toHaveURL(/\/welcome\/pages\/Feestructure\?language=te$/);
  await expect(page.getByRole("heading", { name: "Translate the page /Feestructure into తెలుగు" })).toBeVisible();
  await expect(page.getByText(/The English page was published after this translation/)).toBeVisible();
  await expect(page.locator(".page-translate__english").first()).toContainText("Fees can also be paid online.");
  await expect(page.getByLabel("Title")).toHaveValue("ఫీజుల వివరాలు");

  // Still shown to parents, with a short note leading to the English page.
  const { page: parent } = await openPage({ viewport: PHONE });
  await parent.goto(`${server.url}/te/Feestructure`);
  await expect(parent.getByRole("heading", { level: 1 })).toHaveText("ఫీజుల వివరాలు");
  await expect(parent.getByRole("note").filter({ hasText: "తాజా వివరాలు ఇంగ్లీషు పేజీలో ఉన్నాయి" })).toBeVisible();
});
