import { expect, test } from "../../../e2e/fixtures";
import { addDays, formatDate, todayIn } from "~/kernel/dates";
import { pdfFile } from "../../../test/harness/office-files";

// Issue 30: the office uploads a fire safety certificate to the documents library, attaches it in the
// disclosure with its dates and fills the staff section; the public page shows the certificate, its validity and
// the figures. A validity date before the issue date is told on the field first, and nothing is stored.

test("the office attaches a certificate and fills a section; the public page shows them with the validity", async ({
  adminPage,
  server,
}) => {
  const { page } = await adminPage();
  const today = todayIn("Asia/Kolkata");
  const validUntil = addDays(today, 200);

  await page.goto(`${server.url}/welcome/documents`);
  await page.getByLabel("Title").first().fill("Fire safety certificate 2026");
  await page.getByLabel("File", { exact: true }).setInputFiles({
    name: "fire-safety.pdf",
    mimeType: "application/pdf",
    buffer: pdfFile("Fire safety certificate, District Fire Officer"),
  });
  await page.getByRole("button", { name: "Upload document" }).click();
  await expect(page.getByText('Document added: "Fire safety certificate 2026".')).toBeVisible();

  await page.goto(`${server.url}/welcome/disclosure`);
  const certificate = page.locator("fieldset#certificate-fire_safety");
  await certificate.getByLabel("Document").selectOption({ label: "Fire safety certificate 2026" });
  await certificate.getByLabel("Issued on").fill(addDays(today, -30));
  await certificate.getByLabel("Valid until (empty: no end date)").fill(addDays(today, -31));
  await certificate.getByLabel("Issued by").fill("District Fire Officer, Hyderabad");
  await certificate.getByRole("button", { name: "Save Fire safety certificate" }).click();
  await expect(certificate.locator(".field-error")).toHaveText("The validity date must be on or after the issue date");

  await certificate.getByLabel("Valid until (empty: no end date)").fill(validUntil);
  await certificate.getByRole("button", { name: "Save Fire safety certificate" }).click();
  await expect(page.getByText("Fire safety certificate: saved.")).toBeVisible();

  await page.getByLabel("Post Graduate Teachers (PGT)").fill("14");
  await page.getByLabel("Internet facility").selectOption("yes");
  await page.getByRole("button", { name: "Save section D" }).click();
  await expect(page.getByText("Section D saved.")).toBeVisible();

  await page.goto(`${server.url}/`);
  await page.getByRole("link", { name: "Mandatory disclosure" }).first().click();
  await expect(page).toHaveURL(/\/mandatory-public-disclosure$/);
  const row = page.locator('tr[data-item="fire_safety"]');
  await expect(row.getByRole("link", { name: "Fire safety certificate" })).toHaveAttribute("href", /^\/files\/\d+$/);
  await expect(row).toContainText("District Fire Officer, Hyderabad");
  await expect(row).toContainText(formatDate(validUntil));
  await expect(row.locator(".disclosure-status")).toHaveText("Valid");
  await expect(page.locator('tr[data-item="teachers_pgt"]')).toContainText("14");
  // The same data as one PDF.
  const pdf = await page.request.get(`${server.url}/mandatory-public-disclosure.pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});
