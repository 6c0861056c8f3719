import { DESKTOP, expect, PHONE, test } from "../../../e2e/fixtures";
import { fillChild, fillFamilyAndTransport, setClassThreeFee, uploadApplicationDocuments } from "./apply.e2e-steps";

// Issue 28, item 3: the office sets the UPI ID and a fee for class 3; a parent on a phone without JavaScript reaches
// the fee step, sees the button that opens her UPI app, is told a wrong UTR is not one, gives the right one and
// submits; at 1366 px the same step shows the QR code instead; the office imports the bank statement and the
// payment is verified.

test("a parent pays the application fee by UPI and the bank statement verifies it", async ({
  openPage,
  adminPage,
  server,
}) => {
  const office = await adminPage({ viewport: DESKTOP });
  await setClassThreeFee(office.page, server.url);

  const { page } = await openPage({ viewport: PHONE, javaScriptEnabled: false });
  await page.goto(`${server.url}/admissions/apply`);
  await page.getByRole("button", { name: "Start the application" }).click();
  const number = (await page.locator(".apply-number strong").textContent())!;
  await fillChild(page);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await fillFamilyAndTransport(page);
  await uploadApplicationDocuments(page);
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.getByLabel(/The details I have given are true/).check();
  await page.getByLabel(/I have read the privacy notice/).check();
  await page.getByRole("button", { name: "Save and continue" }).click();

  await expect(page.getByRole("heading", { name: "Step 6 of 7: Application fee" })).toBeVisible();
  const pay = page.getByRole("link", { name: "Pay ₹1,500 with a UPI app" });
  await expect(pay).toBeVisible();
  expect(await pay.getAttribute("href")).toBe(
    `upi://pay?pa=sunrise.school%40okaxis&pn=Sunrise%20Public%20School&am=1500.00&cu=INR&tn=${number}`,
  );
  await expect(page.getByRole("img", { name: /QR code to pay/ })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath("fee-step-390.png"), fullPage: true });

  // On a wide screen the same address is a QR code to scan, and the button (no UPI app on a computer) is gone.
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(page.getByRole("img", { name: /QR code to pay ₹1,500 to Sunrise Public School/ })).toBeVisible();
  await expect(pay).toBeHidden();
  await page.screenshot({ path: test.info().outputPath("fee-step-1366.png"), fullPage: true });
  await page.setViewportSize(PHONE);

  await page.getByLabel("UTR (UPI transaction reference)").fill("4123 5678 901");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.locator("#apply-utr-error")).toContainText("The UTR is the 12-digit number");
  await page.getByLabel("UTR (UPI transaction reference)").fill("4123 5678 9012");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByRole("heading", { name: /Step 7 of 7: Check and submit/ })).toBeVisible();
  await page.getByRole("button", { name: "Submit the application" }).click();
  await page.getByRole("link", { name: "See the application's status" }).click();
  await page.getByLabel("Application number").fill(number);
  await page.getByLabel("Child's date of birth").fill("2018-11-02");
  await page.getByRole("button", { name: "Show the status" }).click();
  await expect(page.locator(".apply-fee-status")).toContainText("UTR entered, waiting for the office");

  await office.page.goto(`${server.url}/welcome/admissions/payments`);
  await expect(office.page.getByRole("cell", { name: "4123 5678 9012" })).toBeVisible();
  await office.page.getByLabel("Bank statement (CSV)").setInputFiles({
    name: "statement.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      'Txn Date,Description,Ref No./Cheque No.,Debit,Credit,Balance\n20/11/2026,UPI/412356789012/fee,UPI-412356789012,,"1,500.00","2,01,500.00"\n21/11/2026,UPI/777788889999/x,UPI-777788889999,,"2,000.00","2,03,500.00"\n',
    ),
  });
  await office.page.getByRole("button", { name: "Import and match" }).click();
  await expect(office.page.getByText("1 payment verified; 1 row to look at.")).toBeVisible();
  await expect(office.page.locator('tr[data-outcome="verified"]')).toContainText(number);
  await expect(office.page.locator('tr[data-outcome="not_found"]')).toContainText("No application has this UTR");
  await office.page.screenshot({ path: test.info().outputPath("statement-import-1366.png"), fullPage: true });

  await page.reload();
  await page.getByLabel("Application number").fill(number);
  await page.getByLabel("Child's date of birth").fill("2018-11-02");
  await page.getByRole("button", { name: "Show the status" }).click();
  await expect(page.locator(".apply-fee-status")).toContainText("The school office has received the application fee");
});
