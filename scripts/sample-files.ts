// `npx tsx scripts/sample-files.ts`: writes the sample files shipped in public/: the PDFs in public/documents
// (a title page, then a page on the document's subject) and the prayer illustrations in public/images/prayers.
// A school replaces them with its own files, or links its own documents from the dashboard.
import { mkdirSync, writeFileSync } from "node:fs";
import { DEFAULT_SITE_SETTINGS } from "../app/lib/site-settings/defaults";
import { illustrationSvg } from "../app/features/slides/illustrations";

const school = DEFAULT_SITE_SETTINGS.schoolName;

const DOCUMENTS: { file: string; title: string; lines: string[] }[] = [
  {
    file: "about",
    title: "About the School",
    lines: [
      "An English-medium day and residential school, Nursery to class 10.",
      "SSC and CBSE syllabi on a green 33-acre campus.",
      "Run by a non-profit education body, part of a national network of schools.",
      "Global competence with ancient wisdom: values, sport, arts and science.",
    ],
  },
  {
    file: "school-development-plan",
    title: "School Development Plan",
    lines: [
      "Phase 1 (from 19 August 2024): arch and gates with walls, compound wall,",
      "internal roads, play ground, parking and green spots, memorial.",
      "Estimate for the first work: 30-40 lakhs; the others are being costed.",
      "Phase 2: to be planned with donors and the parents' association.",
    ],
  },
  {
    file: "land-details",
    title: "Land Details",
    lines: [
      "Campus area: 33 acres.",
      "Zones: academic blocks, hostels, dining hall, play fields, green belt.",
      "Survey and registration particulars are kept at the school office.",
    ],
  },
  {
    file: "initial-plan",
    title: "Initial Plan",
    lines: [
      "The first master plan of the campus and its phases.",
      "Academic block, residential block, sports complex and auditorium.",
      "Roads, water, power and landscaping for the whole site.",
    ],
  },
  {
    file: "gateway-design",
    title: "Gateway Design",
    lines: [
      "The arch and main gate at the campus entrance.",
      "Local stone with the school emblem; a guard room beside the gate.",
      "Separate pedestrian entry and a bus bay inside the wall.",
    ],
  },
  {
    file: "brochure",
    title: "School Brochure",
    lines: [
      "Classes Nursery to VIII now, growing to XII; 25 students per section.",
      "School hours 8:30 am to 3:30 pm.",
      "Digital classrooms, science and computer labs, library, 300-seat auditorium.",
      "Separate hostels for boys and girls, 100% vegetarian food, 24/7 care.",
    ],
  },
  {
    file: "admission-form",
    title: "Admission Form",
    lines: [
      "Student's name: ____________________   Date of birth: ____________",
      "Class sought: ______   Day scholar / Boarder (tick one)",
      "Parent's name: ____________________   Phone: __________________",
      "Address: ______________________________________________________",
      "Documents: birth certificate, transfer certificate, photographs, Aadhaar.",
    ],
  },
  {
    file: "academic-calendar",
    title: "Academic Calendar",
    lines: [
      "June: school reopens; July: orientation and parents' meeting.",
      "August: Independence Day; September: first term examinations.",
      "November: annual sports meet; February: annual day.",
      "March: final examinations; April-May: summer vacation.",
    ],
  },
  {
    file: "syllabus-sample",
    title: "Syllabus and Curriculum (sample)",
    lines: [
      "Primary (classes 4-5), middle (6-8), secondary (9-10 and 11-12).",
      "CBSE and State syllabi; languages: English, Telugu, Hindi, Sanskrit.",
      "Science and mathematics with lab work every week.",
      "Yoga, arts, music and sport in every class's timetable.",
    ],
  },
  {
    file: "policies-and-guidelines",
    title: "Policies and Guidelines",
    lines: [
      "Attendance, uniform and conduct.",
      "Safety: CCTV, visitor register, fire drills each term.",
      "Transport: seats first come first served; notice of discontinuance by 28 February.",
      "Fees are pre-paid and not refundable.",
    ],
  },
  {
    file: "fee-structure",
    title: "Fee Structure",
    lines: [
      "Transport per year (admission / 15 September / 15 December):",
      "Under 5 KM: 7,000 / 7,000 / 6,000 = 20,000",
      "5-10 KM: 9,000 / 8,000 / 8,000 = 25,000",
      "10-20 KM: 12,000 / 9,000 / 9,000 = 30,000",
      "Over 20 KM: 15,000 / 10,000 / 10,000 = 35,000",
    ],
  },
  {
    file: "parent-handbook",
    title: "Parent Handbook",
    lines: [
      "How to reach the class teacher and the office.",
      "School hours 8:30 am to 3:30 pm; what to pack each day.",
      "Medical room, check-ups and how we inform parents.",
      "Homework, reports and parent-teacher meetings.",
    ],
  },
  {
    file: "event-information",
    title: "Event Information",
    lines: [
      "19 August 2024: foundation-laying ceremony for school modernisation.",
      "15 August: Independence Day flag hoisting and cultural programme.",
      "10 September: inter-house cricket match.",
    ],
  },
  {
    file: "extracurricular-activities",
    title: "Extracurricular Activities",
    lines: [
      "Music, Sanskrit, moral and spiritual education.",
      "All-India cultural knowledge exam, quiz and essay competitions.",
      "Football, cricket, athletics, volleyball, kabaddi, kho-kho, skating.",
      "Yoga every morning; clubs for robotics and coding.",
    ],
  },
  {
    file: "annual-report-2023-24",
    title: "Annual Report 2023-24",
    lines: [
      "Enrolment, results and staff for the year.",
      "Highlights: sports meet, annual day, science exhibition.",
      "Works: compound wall and play ground begun.",
      "Accounts summary and thanks to donors.",
    ],
  },
];

/** Text for a PDF string: backslash, brackets escaped; only Latin-1 characters (Helvetica's). */
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "-");

function page(commands: string[]) {
  return commands.join("\n");
}

/** A two-page PDF 1.4 with the built-in Helvetica fonts: no font files, a few KB. */
function pdf(title: string, lines: string[]) {
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
  return out;
}

for (const document of DOCUMENTS) {
  writeFileSync(
    new URL(`../public/documents/${document.file}.pdf`, import.meta.url),
    pdf(document.title, document.lines),
  );
}
console.log(`Wrote ${DOCUMENTS.length} sample documents to public/documents.`);

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
