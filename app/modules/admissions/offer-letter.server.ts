import PDFDocument from "pdfkit";
import sharp from "sharp";
import { buffer } from "node:stream/consumers";
import { formatDate } from "~/kernel/dates";
import { MAX_IMAGE_PIXELS } from "~/kernel/media/media.server";
import type { MediaStorage } from "~/kernel/storage";

// The offer letter: one A4 page drawn with pdfkit's built-in Helvetica (no font files), the school's logo on top,
// made again from the same stored facts whenever it is attached or downloaded, so both copies read the same.

export type OfferLetter = {
  schoolName: string;
  address: string;
  phone: string;
  email: string;
  logo: Buffer | undefined;
  letterDate: string;
  applicationNumber: string;
  parentName: string;
  childName: string;
  className: string;
  academicYear: string;
  fee: number;
  lapses: string;
  principalName: string;
  statusUrl: string;
};

const MARGIN = 56;
// The built-in fonts cover Windows-1252 only: anything else would print as a wrong glyph.
const WIN_ANSI_EXTRA = "–—‘’“”•…€";
const printable = (text: string) =>
  [...text].map((c) => (c.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.includes(c) ? c : "?")).join("");

/** Rupees the Indian way: 1,25,000. */
export const rupees = (amount: number) => new Intl.NumberFormat("en-IN").format(amount);

/**
 * The school's logo as a PNG for the letter: the default (an SVG drawn by sharp), an uploaded one from storage;
 * an outside address is not fetched (the letter then has no logo).
 */
export async function letterLogo(logoUrl: string, storage: MediaStorage): Promise<Buffer | undefined> {
  try {
    // Loaded when a letter is drawn: the default logo is bundled as text (?raw), which only the built server reads;
    // app/wiring.server.ts reaches this module and is loaded by tools (Playwright's set-up) that cannot read it.
    const { logoSource } = await import("~/kernel/settings/default-logo");
    const source = logoSource(logoUrl);
    let bytes: Buffer | undefined;
    if (source.startsWith("data:image/svg+xml,"))
      bytes = Buffer.from(decodeURIComponent(source.slice("data:image/svg+xml,".length)));
    else if (source.startsWith("/media/")) {
      const stored = await storage.get(decodeURIComponent(source.slice("/media/".length)));
      if (stored) bytes = await buffer(stored.body);
    }
    if (!bytes) return undefined;
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, density: 144 })
      .resize({ height: 160, withoutEnlargement: false })
      .png()
      .toBuffer();
  } catch {
    return undefined;
  }
}

export async function offerLetterPdf(letter: OfferLetter): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `Offer of admission ${letter.applicationNumber} – ${letter.schoolName}`, Author: letter.schoolName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 2 * MARGIN;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(printable(value), options);

  const top = doc.y;
  if (letter.logo) doc.image(letter.logo, MARGIN, top, { fit: [64, 64] });
  const left = letter.logo ? MARGIN + 80 : MARGIN;
  doc.font("Helvetica-Bold").fontSize(17).fillColor("#7a1f1f");
  doc.text(printable(letter.schoolName), left, top + 4, { width: width - (left - MARGIN) });
  doc.font("Helvetica").fontSize(9).fillColor("#333333");
  text([letter.address, [letter.phone, letter.email].filter(Boolean).join(" · ")].filter(Boolean).join("\n"), {
    width: width - (left - MARGIN),
  });
  doc.y = Math.max(doc.y, top + 70);
  doc
    .moveTo(MARGIN, doc.y + 4)
    .lineTo(MARGIN + width, doc.y + 4)
    .lineWidth(1.5)
    .stroke("#f4b942");
  doc.x = MARGIN;
  doc.moveDown(1.5);

  doc.fillColor("#000000").font("Helvetica").fontSize(11);
  text(`Date: ${formatDate(letter.letterDate)}`, { align: "right" });
  text(`Application number: ${letter.applicationNumber}`);
  doc.moveDown();
  text(`Dear ${letter.parentName || "Parent"},`);
  doc.moveDown(0.6);
  doc.font("Helvetica-Bold").fontSize(13);
  text(`Offer of admission: ${letter.childName}`);
  doc.font("Helvetica").fontSize(11).moveDown(0.6);
  text(
    `We are pleased to offer ${letter.childName} a seat in ${letter.className} at ${letter.schoolName} for the academic year ${letter.academicYear}.`,
    { width },
  );
  doc.moveDown(0.8);

  const rows: [string, string][] = [
    ["Child", letter.childName],
    ["Class", letter.className],
    ["Academic year", letter.academicYear],
    ["Fee to confirm the seat", `Rs. ${rupees(letter.fee)}`],
    ["Offer valid until", formatDate(letter.lapses)],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("Helvetica-Bold").text(printable(label), MARGIN, y, { width: 170 });
    doc.font("Helvetica").text(printable(value), MARGIN + 180, y, { width: width - 180 });
    doc.x = MARGIN;
    doc.moveDown(0.3);
  }
  doc.moveDown(0.8);

  doc.font("Helvetica-Bold").text("What to do next");
  doc.font("Helvetica").moveDown(0.3);
  [
    `Pay the fee of Rs. ${rupees(letter.fee)} by ${formatDate(letter.lapses)}. After that date the offer lapses and the seat is offered to the next child on the waiting list.`,
    `Keep the application number ${letter.applicationNumber}; the school office asks for it when you pay or call.`,
    `Follow the application on the status page${letter.statusUrl ? ` (${letter.statusUrl})` : ""} with the application number and your child's date of birth.`,
    "Bring the original documents you uploaded (birth certificate, address proof, last report card) on the first day, so the office can see them.",
  ].forEach((line, index) => {
    text(`${index + 1}.  ${line}`, { width, indent: 0 });
    doc.moveDown(0.3);
  });
  doc.moveDown(1.5);

  text("With warm regards,");
  doc.moveDown(2.5);
  doc.font("Helvetica-Bold");
  text(letter.principalName || "The Principal");
  doc.font("Helvetica");
  text(`Principal, ${letter.schoolName}`);
  doc.end();
  return done;
}
