import { DESKTOP, expect, PHONE, test, type WatchedPage } from "../../../e2e/fixtures";
import { fillChild, fillFamilyAndTransport, uploadApplicationDocuments } from "./apply.e2e-steps";

// Issue 28: a parent on a phone applies for class 3 without JavaScript (a date of birth too young first, then the
// right one), uploads the documents and submits; the office at 1366 px offers the seat and admits her, and finds her
// among the students.

async function applyOnPhone({ page }: WatchedPage, url: string) {
  await page.goto(`${url}/`);
  await page.getByRole("link", { name: "Student enrolment" }).last().click();
  await expect(page).toHaveURL(/\/admissions\/apply$/);
  await page.getByRole("button", { name: "Start the application" }).click();
  const number = (await page.locator(".apply-number strong").textContent())!;
  expect(number).toMatch(/^ADM-\d{4}-\d{5}$/);

  await fillChild(page, "2021-01-10");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.locator("#apply-dateOfBirth-error")).toContainText("at least 8 years old");
  await expect(page.getByLabel("Child's full name")).toHaveValue("Meera Iyer");
  await page.getByLabel("Date of birth").fill("2018-11-02");
  await page.getByRole("button", { name: "Save and continue" }).click();

  await expect(page.getByRole("heading", { name: /Parents or guardians/ })).toBeVisible();
  await fillFamilyAndTransport(page);

  await uploadApplicationDocuments(page);
  await page.getByRole("button", { name: "Save and continue" }).click();

  await page.getByLabel(/The details I have given are true/).check();
  await page.getByLabel(/I have read the privacy notice/).check();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.locator(".apply-review")).toContainText("Meera Iyer");
  await page.getByRole("button", { name: "Submit the application" }).click();
  await expect(page.getByText(`Your application number is ${number}`)).toBeVisible();

  await page.getByRole("link", { name: "See the application's status" }).click();
  await page.getByLabel("Application number").fill(number);
  await page.getByLabel("Child's date of birth").fill("2018-11-02");
  await page.getByRole("button", { name: "Show the status" }).click();
  await expect(page.locator(".apply-status h2")).toHaveText("Submitted");
  return number;
}

test("a parent applies on a phone without JavaScript; the office admits her child", async ({
  openPage,
  adminPage,
  server,
}) => {
  const parent = await openPage({ viewport: PHONE, javaScriptEnabled: false });
  const number = await applyOnPhone(parent, server.url);

  const { page } = await adminPage({ viewport: DESKTOP });
  await page.goto(`${server.url}/welcome/admissions?status=submitted`);
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("link", { name: "Photograph of the child" })).toBeVisible();
  await page.getByLabel("New status").selectOption("offered");
  await page.getByLabel("Note (kept in the history)").fill("Interaction on Saturday went well");
  await page.getByLabel("Fee to confirm the seat (rupees)").fill("25000");
  await page
    .getByLabel("The offer lapses after")
    .fill(new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByText("Status: Seat offered.")).toBeVisible();
  await page.getByLabel("Admission number").fill("S2027-101");
  await page.getByLabel("Aadhaar number").fill("432143214321");
  await page.getByRole("button", { name: "Admit" }).click();
  await expect(page.getByText("Admitted: student record S2027-101 created.")).toBeVisible();
  await page.getByRole("link", { name: "S2027-101" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Meera Iyer");
});
