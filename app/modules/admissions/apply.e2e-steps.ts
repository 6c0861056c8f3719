import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect } from "../../../e2e/fixtures";
import { pdfFile } from "../../../test/harness/office-files";

/** The documents step as a parent does it: the four documents a class asks for, each uploaded and seen uploaded. */
export async function uploadApplicationDocuments(page: Page) {
  const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#a63" } })
    .jpeg()
    .toBuffer();
  for (const [label, name, buffer, type] of [
    ["Birth certificate", "birth.pdf", pdfFile("Birth certificate"), "application/pdf"],
    ["Photograph of the child", "meera.jpg", photo, "image/jpeg"],
    ["Last report card", "report.pdf", pdfFile("Report card"), "application/pdf"],
    ["Address proof", "bill.pdf", pdfFile("Electricity bill"), "application/pdf"],
  ] as const) {
    const item = page.locator(".apply-documents__item").filter({ hasText: label });
    await item.getByLabel(label).setInputFiles({ name, mimeType: type, buffer });
    await item.getByRole("button", { name: "Upload" }).click();
    await expect(page.locator(".apply-documents__item").filter({ hasText: label })).toContainText("✓ Uploaded");
  }
}

/** The child step as a parent fills it: Meera Iyer for class 3, born on `dateOfBirth`, a day scholar (not sent). */
export async function fillChild(page: Page, dateOfBirth = "2018-11-02") {
  await page.getByLabel("Child's full name").fill("Meera Iyer");
  await page.getByLabel("Date of birth").fill(dateOfBirth);
  await page.getByLabel("Class sought").selectOption("class 3");
  await page.getByRole("radio", { name: "Female" }).check();
  await page.getByRole("radio", { name: "Day scholar" }).check();
}

/** The parents' step (her mother, Radha Iyer, at `email`) and the transport step ("we will bring her"), each sent. */
export async function fillFamilyAndTransport(page: Page, email = "radha.iyer@example.org") {
  await page.getByLabel("Mother's name").fill("Radha Iyer");
  await page.getByLabel("Mobile number").fill("9812345678");
  await page.locator("#apply-email").fill(email);
  await page.getByLabel("Home address").fill("4 Lake View Road, Hubballi");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.getByRole("radio", { name: /No, we will bring/ }).check();
  await page.getByRole("button", { name: "Save and continue" }).click();
}

/** The office's admissions settings: the school's UPI ID and payee, and a fee of ₹1,500 for class 3. */
export async function setClassThreeFee(page: Page, url: string) {
  await page.goto(`${url}/welcome/admissions/settings`);
  await page.getByLabel("School's UPI ID").fill("sunrise.school@okaxis");
  await page.getByLabel("Payee name (shown in the parent's app)").fill("Sunrise Public School");
  await page.getByLabel("class 3, application fee in rupees").fill("1,500");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Admissions settings saved.")).toBeVisible();
}
