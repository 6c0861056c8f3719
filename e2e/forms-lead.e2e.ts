import type { Page } from "@playwright/test";
import { DESKTOP, expect, PHONE, test, waitForHydration } from "./fixtures";

// Issue 33, item 4 (decision 109): after a refused submit the error summary at the top of the form has focus, is
// in view and links to each field; after a successful one the confirmation with its reference has focus and is
// in view. At 390 and 1366 px, with JavaScript and without.

test.describe.configure({ mode: "parallel" });
test.use({ serverEnv: { PUBLIC_POST_LIMIT_PER_MINUTE: "1000" } });

const WIDTHS = [
  { name: "390 px", viewport: PHONE },
  { name: "1366 px", viewport: DESKTOP },
];

async function fillAlumni(page: Page, name: string) {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Gender").selectOption("female");
  await page.getByLabel("I was a").selectOption("student");
  await page.getByLabel("Year you joined").fill("2008");
  await page.getByLabel("Year you left (passout year)").fill("2018");
  await page.getByLabel("Board or branch (SSC, CBSE...)").fill("CBSE");
  await page.getByLabel("Contact number").fill("9812345678");
  await page.getByLabel("Type of employment (government, private, own business...)").fill("Private");
  await page.getByLabel("Designation").fill("Architect");
  await page.getByLabel("Company or organisation").fill("Green Homes");
  await page.getByLabel("Location (city)").fill("Kochi");
}

for (const { name: width, viewport } of WIDTHS)
  for (const javaScriptEnabled of [true, false]) {
    const how = `${width}, ${javaScriptEnabled ? "with" : "without"} JavaScript`;

    test(`a refused enquiry focuses the error summary, in view, whose links move focus to each field (${how})`, async ({
      openPage,
      server,
    }) => {
      const { page } = await openPage({ javaScriptEnabled, viewport });
      await page.goto(`${server.url}/Onlineenquiryform`);
      if (javaScriptEnabled) await waitForHydration(page);
      const form = page.locator("main form");
      await form.getByLabel("Student name").fill("Nisha");
      await form.getByLabel("Phone").fill("12");
      await form.getByRole("button", { name: "Submit enquiry" }).click();

      const summary = page.locator("#enquiry-error-summary");
      await expect(summary).toBeFocused();
      await expect(summary).toBeInViewport();
      await expect(summary.getByRole("heading")).toHaveText("Please correct the highlighted fields.");
      const links = summary.getByRole("link");
      await expect(links).toHaveText([
        "Parent name is required",
        "Phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
        "Email is required",
      ]);
      await expect(form.getByLabel("Student name")).toHaveValue("Nisha");
      if (viewport === PHONE)
        await page.screenshot({ path: `/tmp/i33-forms-enquiry-refused-390-js-${javaScriptEnabled}.png` });

      for (const [index, id] of ["enquiry-parentName", "enquiry-phone", "enquiry-email"].entries()) {
        await links.nth(index).click();
        await expect(page.locator(`#${id}`)).toBeFocused();
        await expect(page.locator(`#${id}`)).toBeInViewport();
      }
    });

    test(`a successful alumni registration shows its reference in view and focused (${how})`, async ({
      openPage,
      server,
    }) => {
      const { page } = await openPage({ javaScriptEnabled, viewport });
      await page.goto(`${server.url}/Alumniregistration`);
      if (javaScriptEnabled) await waitForHydration(page);
      await fillAlumni(page, `Meera ${width} ${javaScriptEnabled}`);
      await page.getByRole("button", { name: "Register" }).click();

      const confirmation = page.locator("main [data-confirmation]");
      await expect(confirmation).toContainText("Thank you for registering.");
      await expect(confirmation).toContainText(/Your reference is ALU-\d{4}-\d{5}\./);
      await expect(confirmation).toBeFocused();
      await expect(confirmation).toBeInViewport();
      if (viewport === PHONE)
        await page.screenshot({ path: `/tmp/i33-forms-alumni-registered-390-js-${javaScriptEnabled}.png` });
    });
  }
