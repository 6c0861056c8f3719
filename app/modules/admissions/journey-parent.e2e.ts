import { DESKTOP, expect, PHONE, mailTest as test } from "../../../e2e/fixtures";
import { eventually } from "../../../test/harness/smtp";
import { fillChild, fillFamilyAndTransport, setClassThreeFee, uploadApplicationDocuments } from "./apply.e2e-steps";

// Issue 28, "Done when", the parent's journey at 390 px: she applies for class 3 (a date of birth too young first,
// and is told), leaves at the documents step, has the link to come back e-mailed (received by a real SMTP server),
// opens it from the mail, uploads the documents, pays the fee the office set by UPI with her UTR, submits and sees
// "Submitted" on the status page.

// Screenshots go with the test's results, or to LOOKS_DIR to be looked at.
const look = (name: string) => ({
  path: process.env.LOOKS_DIR ? `${process.env.LOOKS_DIR}/${name}` : test.info().outputPath(name),
  fullPage: true,
});

test("a parent applies, comes back by the e-mailed link, pays by UPI and submits", async ({
  openPage,
  adminPage,
  server,
  smtp,
}) => {
  const office = await adminPage({ viewport: DESKTOP });
  await setClassThreeFee(office.page, server.url);
  await office.context.close();

  const { page, context } = await openPage({ viewport: PHONE });
  await page.goto(`${server.url}/admissions/apply`);
  await page.getByRole("button", { name: "Start the application" }).click();
  const number = (await page.locator(".apply-number strong").textContent())!;
  expect(number).toMatch(/^ADM-\d{4}-\d{5}$/);
  await fillChild(page, "2021-01-10");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.locator("#apply-dateOfBirth-error")).toContainText("at least 8 years old");
  await page.screenshot(look("1-apply-wrong-birth-date-390.png"));
  await page.getByLabel("Date of birth").fill("2018-11-02");
  await page.getByRole("button", { name: "Save and continue" }).click();

  await expect(page.getByRole("heading", { name: /Parents or guardians/ })).toBeVisible();
  await fillFamilyAndTransport(page);

  // At the documents step she stops and asks for the link to come back, then leaves (her cookies go with her).
  await expect(page.locator(".apply-documents__item").first()).toBeVisible();
  await page.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(page.locator("#link-status")).toContainText("radha.iyer@example.org");
  await page.screenshot(look("2-documents-link-sent-390.png"));
  await context.clearCookies();

  const mail = await eventually(
    () =>
      smtp.received.find(
        (m) => m.envelopeTo.includes("radha.iyer@example.org") && /\/admissions\/resume\//.test(m.text ?? ""),
      ),
    "the e-mail with the link to come back",
  );
  const link = /https?:\/\/\S+\/admissions\/resume\/[A-Za-z0-9_-]+/.exec(mail.text!)![0];
  await page.goto(link);
  await page.getByRole("button", { name: "Continue my application" }).click();

  await uploadApplicationDocuments(page);
  await page.screenshot(look("3-documents-uploaded-390.png"));
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.getByLabel(/The details I have given are true/).check();
  await page.getByLabel(/I have read the privacy notice/).check();
  await page.getByRole("button", { name: "Save and continue" }).click();

  await expect(page.getByRole("heading", { name: "Step 6 of 7: Application fee" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay ₹1,500 with a UPI app" })).toBeVisible();
  await page.screenshot(look("4-fee-390.png"));
  await page.getByLabel("UTR (UPI transaction reference)").fill("4123 5678 9012");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.locator(".apply-review")).toContainText("Meera Iyer");
  await page.getByRole("button", { name: "Submit the application" }).click();
  await expect(page.getByText(`Your application number is ${number}`)).toBeVisible();

  await page.getByRole("link", { name: "See the application's status" }).click();
  await page.getByLabel("Application number").fill(number);
  await page.getByLabel("Child's date of birth").fill("2018-11-02");
  await page.getByRole("button", { name: "Show the status" }).click();
  await expect(page.locator(".apply-status h2")).toHaveText("Submitted");
  await expect(page.locator(".apply-fee-status")).toContainText("UTR entered, waiting for the office");
  await page.screenshot(look("5-status-390.png"));
});
