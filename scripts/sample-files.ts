// `npx tsx scripts/sample-files.ts`: writes the sample files shipped in public/: the PDFs in public/documents
// (a title page, then a page on the document's subject) and the prayer illustrations in public/images/prayers.
// A school replaces them with its own files, or links its own documents from the dashboard.
import { mkdirSync, writeFileSync } from "node:fs";
import { DEFAULT_SITE_SETTINGS } from "../app/kernel/settings/defaults";
import { fillTokens } from "../app/kernel/settings/tokens";
import { illustrationSvg } from "~/modules/slides";
import { SAMPLE_DOCUMENTS } from "../app/content/sample-documents";
import { samplePdf } from "~/modules/documents";

const school = DEFAULT_SITE_SETTINGS.schoolName;

for (const document of SAMPLE_DOCUMENTS) {
  writeFileSync(
    new URL(`../public/documents/${document.file}.pdf`, import.meta.url),
    samplePdf(
      school,
      document.title,
      document.lines.map((line) => fillTokens(line, DEFAULT_SITE_SETTINGS)),
    ),
  );
}
console.log(`Wrote ${SAMPLE_DOCUMENTS.length} sample documents to public/documents.`);

// Three of the seven prayers have pictures (the spec): lamp worship, Saraswati vandana and the Bhojana mantra.
const PRAYER_PICTURES = [
  { file: "lamp-worship", svg: illustrationSvg("prayer", 0) },
  { file: "saraswati-vandana", svg: illustrationSvg("prayer", 1) },
  { file: "bhojana-mantra", svg: illustrationSvg("boarding", 2) },
];
mkdirSync(new URL("../public/images/prayers/", import.meta.url), { recursive: true });
for (const picture of PRAYER_PICTURES) {
  writeFileSync(new URL(`../public/images/prayers/${picture.file}.svg`, import.meta.url), picture.svg);
}
console.log(`Wrote ${PRAYER_PICTURES.length} prayer pictures to public/images/prayers.`);
