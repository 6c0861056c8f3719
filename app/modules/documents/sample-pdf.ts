// A small two-page PDF 1.4 with the built-in Helvetica fonts (no font files, a few KB): the sample documents
// of a new install, made at seed time.

/** Text for a PDF string: backslash, brackets escaped; only Latin-1 characters (Helvetica's). */
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "-");

function page(commands: string[]) {
  return commands.join("\n");
}

/** A two-page PDF 1.4 with the built-in Helvetica fonts: no font files, a few KB. */
export function samplePdf(school: string, title: string, lines: string[]): Buffer {
  const cover = page([
    "0.48 0.12 0.12 rg 0 692 612 100 re f",
    "0.96 0.73 0.26 rg 0 686 612 6 re f",
    `BT /F2 14 Tf 1 1 1 rg 72 740 Td (${pdfText(school)}) Tj ET`,
    `BT /F2 30 Tf 0.35 0.08 0.08 rg 72 520 Td (${pdfText(title)}) Tj ET`,
    "0.96 0.73 0.26 rg 72 500 120 4 re f",
    `BT /F1 13 Tf 0.33 0.36 0.4 rg 72 470 Td (Sample document for a new installation of the school website.) Tj 0 -18 Td (The school replaces this file with its own.) Tj ET`,
    `BT /F1 10 Tf 0.33 0.36 0.4 rg 72 72 Td (${pdfText(school)} - ${pdfText(title)}) Tj ET`,
  ]);
  const body = page([
    `BT /F2 18 Tf 0.35 0.08 0.08 rg 72 720 Td (${pdfText(title)}) Tj ET`,
    "0.89 0.87 0.82 rg 72 706 468 1 re f",
    `BT /F1 12 Tf 0.12 0.14 0.16 rg 72 676 Td 16 TL ${lines.map((line) => `(${pdfText(line)}) Tj T*`).join(" ")} ET`,
    `BT /F1 10 Tf 0.33 0.36 0.4 rg 72 72 Td (Page 2) Tj ET`,
  ]);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << /F1 7 0 R /F2 8 0 R >> >> >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 6 0 R /Resources << /Font << /F1 7 0 R /F2 8 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(cover)} >>\nstream\n${cover}\nendstream`,
    `<< /Length ${Buffer.byteLength(body)} >>\nstream\n${body}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title (${pdfText(title)}) /Author (${pdfText(school)}) /Producer (school website sample documents) >>`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}
