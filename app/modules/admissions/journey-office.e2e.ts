import ical, { type VEvent } from "node-ical";
import { DESKTOP, expect, PHONE, mailTest as test, type WatchedPage } from "../../../e2e/fixtures";
import { eventually } from "../../../test/harness/smtp";
import { fillChild, fillFamilyAndTransport, uploadApplicationDocuments } from "./apply.e2e-steps";

// Issue 28, "Done when", the office's journey at 1366 px: from a submitted class 3 application with a UTR, the clerk
// verifies the documents, schedules the assessment (the parent's mail carries an .ics), offers the seat (the mail
// carries the offer letter as a PDF), imports the bank statement that verifies the fee (Fee paid), admits the child
// and finds her among the students with her photograph.

const EMAIL = "radha.iyer@example.org";
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The parent's pages, quickly (no JavaScript): a class 3 application with its documents and a UTR, submitted. */
async function submittedApplication({ page }: WatchedPage, url: string) {
  await page.goto(`${url}/admissions/apply`);
  await page.getByRole("button", { name: "Start the application" }).click();
  const number = (await page.locator(".apply-number strong").textContent())!;
  await fillChild(page);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await fillFamilyAndTransport(page, EMAIL);
  await uploadApplicationDocuments(page);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.getByLabel(/The details I have given are true/).check();
  await page.getByLabel(/I have read the privacy notice/).check();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.getByLabel("UTR (UPI transaction reference)").fill("4123 5678 9012");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.getByRole("button", { name: "Submit the application" }).click();
  await expect(page.getByText(`Your application number is ${number}`)).toBeVisible();
  return number;
}

test("the office verifies, schedules, offers, matches the fee from the statement and admits the child", async ({
  openPage,
  adminPage,
  server,
  smtp,
}) => {
  const { page } = await adminPage({ viewport: DESKTOP });
  await page.goto(`${server.url}/welcome/admissions/settings`);
  await page.getByLabel("School's UPI ID").fill("sunrise.school@okaxis");
  await page.getByLabel("Payee name (shown in the parent's app)").fill("Sunrise Public School");
  await page.getByLabel("class 3, application fee in rupees").fill("1,500");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Admissions settings saved.")).toBeVisible();
  const number = await submittedApplication(await openPage({ viewport: PHONE, javaScriptEnabled: false }), server.url);
  const mailsFor = (attachment: (file: { filename?: string; contentType: string }) => boolean) =>
    eventually(
      () => smtp.received.find((mail) => mail.envelopeTo.includes(EMAIL) && mail.attachments.some(attachment)),
      "the parent's e-mail with its attachment",
    );

  await page.goto(`${server.url}/welcome/admissions`);
  const card = page.locator('.pipeline-column[data-status="submitted"] .pipeline-card').filter({ hasText: number });
  await expect(card).toContainText("Meera Iyer");
  if (process.env.LOOKS_DIR)
    await page.screenshot({ path: `${process.env.LOOKS_DIR}/6-office-board-1366.png`, fullPage: true });
  await card.getByRole("link", { name: number }).click();

  await expect(page.getByRole("link", { name: "Photograph of the child" })).toBeVisible();
  await page.getByLabel("New status").selectOption("documents_verified");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByText("Status: Documents verified.")).toBeVisible();

  const assessmentDay = daysAhead(10);
  await page.getByLabel("New status").selectOption("assessment_scheduled");
  await page.getByLabel("Date", { exact: true }).fill(assessmentDay);
  await page.getByLabel("Time", { exact: true }).fill("10:30");
  await page.getByLabel("Place", { exact: true }).fill("Junior block, room 4");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByText("Status: Assessment scheduled.")).toBeVisible();
  const invitation = await mailsFor((file) => file.filename === "assessment.ics");
  const ics = invitation.attachments.find((file) => file.filename === "assessment.ics")!.content.toString("utf8");
  const [event] = Object.values(ical.sync.parseICS(ics)).filter((c) => c?.type === "VEVENT") as VEvent[];
  // 10:30 in Kolkata (UTC+5:30) is 05:00 UTC.
  expect(event.start.toISOString()).toBe(`${assessmentDay}T05:00:00.000Z`);
  expect(event.location).toBe("Junior block, room 4");

  await page.getByLabel("New status").selectOption("offered");
  await page.getByLabel("Fee to confirm the seat (rupees)").fill("25000");
  await page.getByLabel("The offer lapses after").fill(daysAhead(14));
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByText("Status: Seat offered.")).toBeVisible();
  const offer = await mailsFor((file) => file.contentType === "application/pdf");
  const letter = offer.attachments.find((file) => file.contentType === "application/pdf")!;
  expect(letter.filename).toBe(`offer-letter-${number}.pdf`);
  expect(letter.content.subarray(0, 4).toString()).toBe("%PDF");

  await page.goto(`${server.url}/welcome/admissions/payments`);
  await page.getByLabel("Bank statement (CSV)").setInputFiles({
    name: "statement.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      'Txn Date,Description,Ref No./Cheque No.,Debit,Credit,Balance\n20/11/2026,UPI/412356789012/fee,UPI-412356789012,,"1,500.00","2,01,500.00"\n',
    ),
  });
  await page.getByRole("button", { name: "Import and match" }).click();
  await expect(page.getByText("1 payment verified")).toBeVisible();
  await expect(page.locator('tr[data-outcome="verified"]')).toContainText(number);

  await page.goto(`${server.url}/welcome/admissions/${number}`);
  await expect(page.getByText("Status: Fee paid", { exact: true })).toBeVisible();
  await page.getByLabel("Admission number").fill("S2027-101");
  await page.getByLabel("Aadhaar number").fill("432143214321");
  await page.getByRole("button", { name: "Admit" }).click();
  await expect(page.getByText("Admitted: student record S2027-101 created.")).toBeVisible();

  await page.goto(`${server.url}/welcome/students`);
  await expect(page.getByRole("row").filter({ hasText: "Meera Iyer" })).toBeVisible();
  await page.getByRole("link", { name: "Update Meera Iyer" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Meera Iyer");
  const portrait = page.getByRole("img", { name: "Photo of Meera Iyer" });
  await expect(portrait).toBeVisible();
  expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  if (process.env.LOOKS_DIR)
    await page.screenshot({ path: `${process.env.LOOKS_DIR}/7-student-with-photo-1366.png`, fullPage: true });
});
