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
