import { describe, expect, it } from "vitest";
import { parseForm } from "~/lib/validation";
import { DOCUMENT_LINK_MESSAGE, DOWNLOAD_DOCUMENTS, documentLinksSchema } from "./documents";

describe("documentLinksSchema", () => {
  it("lists the 15 Downloads documents", () => expect(DOWNLOAD_DOCUMENTS).toHaveLength(15));
  it("accepts empty links, https addresses and site paths", () => {
    const parsed = parseForm(documentLinksSchema, {
      brochure: "https://bucket.example.org/brochure-2026.pdf",
      fees: "/media/documents/fees.pdf",
      about: " ",
    });
    expect(parsed.ok && parsed.data.brochure).toBe("https://bucket.example.org/brochure-2026.pdf");
    expect(parsed.ok && parsed.data.fees).toBe("/media/documents/fees.pdf");
    expect(parsed.ok && parsed.data.about).toBe("");
    expect(parsed.ok && parsed.data.calendar).toBe("");
  });
  it.each([
    "http://example.org/a.pdf",
    "javascript:alert(1)",
    "//evil.example/a.pdf",
    "brochure.pdf",
    "/with space.pdf",
  ])("refuses %s", (link) => {
    const parsed = parseForm(documentLinksSchema, { brochure: link });
    expect(parsed.ok ? {} : parsed.fields).toEqual({ brochure: DOCUMENT_LINK_MESSAGE });
  });
});
