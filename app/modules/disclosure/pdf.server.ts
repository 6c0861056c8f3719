import PDFDocument from "pdfkit";
import { formatDate } from "~/kernel/dates";
import { certificateStatusText } from "./ui/disclosure-tables";
import { RESULT_CLASSES, showDate } from "./schema";
import { shownAnswer, type DisclosureRow, type DisclosureView } from "./view";

// The disclosure as one PDF, drawn from the same data as the page (pdfkit, its built-in Helvetica: no font files).

const MARGIN = 40;
type Doc = InstanceType<typeof PDFDocument>;

// The built-in fonts cover Windows-1252 only: anything else would print as a wrong glyph.
const WIN_ANSI_EXTRA = "–—‘’“”•…€";
const printable = (text: string) =>
  [...text].map((c) => (c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.includes(c) ? c : "?")).join("");

function table(doc: Doc, widths: number[], header: string[], rows: string[][]) {
  const pad = 4;
  const bottom = doc.page.height - MARGIN;
  const heightOf = (cells: string[], bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    return (
      Math.max(...cells.map((cell, i) => doc.heightOfString(printable(cell), { width: widths[i] - 2 * pad }))) + 2 * pad
    );
  };
  const draw = (cells: string[], bold: boolean) => {
    const height = heightOf(cells, bold);
    if (doc.y + height > bottom) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      if (bold) doc.rect(x, top, widths[i], height).fillAndStroke("#eeeeee", "#555555").fillColor("#000000");
      else doc.rect(x, top, widths[i], height).stroke("#555555");
      doc
        .font(bold ? "Helvetica-Bold" : "Helvetica")
        .fontSize(9)
        .text(printable(cell), x + pad, top + pad, { width: widths[i] - 2 * pad });
      x += widths[i];
    });
    doc.x = MARGIN;
    doc.y = top + height;
  };
  draw(header, true);
  for (const row of rows) draw(row, false);
  doc.moveDown(0.8);
}

function answerText(row: DisclosureRow, origin: string) {
  if (row.kind === "list") return row.value.trim() || "Not yet provided";
  if (row.href) return row.href.startsWith("/") ? `${origin}${row.href}` : row.href;
  if (row.kind === "yesno") return row.value === "yes" ? "Yes" : row.value === "no" ? "No" : "Not yet provided";
  return shownAnswer(row) || "Not yet provided";
}

/** The PDF's bytes: a title, then each section as the page has it. `origin` makes the links absolute. */
export async function disclosurePdf(view: DisclosureView, schoolName: string, origin: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `Mandatory Public Disclosure – ${schoolName}` },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 2 * MARGIN;

  doc.font("Helvetica-Bold").fontSize(16).text(printable(schoolName), { align: "center" });
  doc.fontSize(13).text("Mandatory Public Disclosure", { align: "center" });
  doc
    .font("Helvetica")
    .fontSize(9)
    .text(
      printable(
        `CBSE Affiliation Bye-Laws, Appendix IX (${view.format}). Information as on ${formatDate(view.today)}.`,
      ),
      {
        align: "center",
      },
    );
  doc.moveDown();

  for (const section of view.sections) {
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc
      .font("Helvetica-Bold")
      .fontSize(12)
      .text(printable(`${section.section}. ${section.title}`), MARGIN);
    doc.moveDown(0.4);
    const certificates = section.rows.filter((row) => row.kind === "certificate");
    if (certificates.length)
      table(
        doc,
        [24, 150, 120, 66, 66, width - 426],
        ["No.", "Document", "Issued by", "Issued on", "Valid until", "Status"],
        certificates.map((row, index) => {
          const c = row.certificate;
          return [
            String(index + 1),
            c?.documentUrl ? `${row.label}\n${origin}${c.documentUrl}` : row.label,
            c?.authority ?? "–",
            c ? showDate(c.issuedOn) : "–",
            c ? (c.validUntil ? showDate(c.validUntil) : "No end date") : "–",
            certificateStatusText(c?.status ?? { state: "missing" }),
          ];
        }),
      );
    const answers = section.rows.filter((row) => row.kind !== "certificate" && row.kind !== "results");
    if (answers.length)
      table(
        doc,
        [24, 220, width - 244],
        ["No.", "Information", "Details"],
        answers.map((row, index) => [String(index + 1), row.label, answerText(row, origin)]),
      );
    if (section.rows.some((row) => row.kind === "results"))
      for (const className of RESULT_CLASSES) {
        const rows = view.results.filter((row) => row.className === className);
        if (!rows.length) continue;
        doc
          .font("Helvetica-Bold")
          .fontSize(10)
          .text(`Board results, ${className.replace("class", "Class")}`, MARGIN);
        doc.moveDown(0.3);
        table(
          doc,
          [width / 4, width / 4, width / 4, width / 4],
          ["Year", "Registered", "Passed", "Pass percentage"],
          rows.map((row) => [String(row.year), String(row.registered), String(row.passed), row.percentage]),
        );
      }
  }
  doc.end();
  return done;
}
