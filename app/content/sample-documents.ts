// The spec's fifteen downloads as sample files: the PDF made for each (a title page, then a page on its subject).
// A new install stores these in the documents library; the school replaces them with its own files.
// Lines may hold the pages' tokens ({classes}...), filled from the settings when the PDF is made.
// Keys are the documents' seed keys (db migration 036); `file` is the built-in copy in public/documents.

export type SampleDocument = { key: string; file: string; title: string; lines: string[] };

export const SAMPLE_DOCUMENTS: SampleDocument[] = [
  {
    key: "about",
    file: "about",
    title: "About the School",
    lines: [
      "An English-medium day and residential school, {classes}.",
      "{boards} syllabi on a green {acres}-acre campus.",
      "Run by a non-profit education body, part of a national network of schools.",
      "Global competence with ancient wisdom: values, sport, arts and science.",
    ],
  },
  {
    key: "sdp",
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
    key: "land",
    file: "land-details",
    title: "Land Details",
    lines: [
      "Campus area: {acres} acres.",
      "Zones: academic blocks, hostels, dining hall, play fields, green belt.",
      "Survey and registration particulars are kept at the school office.",
    ],
  },
  {
    key: "initialPlan",
    file: "initial-plan",
    title: "Initial Plan",
    lines: [
      "The first master plan of the campus and its phases.",
      "Academic block, residential block, sports complex and auditorium.",
      "Roads, water, power and landscaping for the whole site.",
    ],
  },
  {
    key: "gateway",
    file: "gateway-design",
    title: "Gateway Design",
    lines: [
      "The arch and main gate at the campus entrance.",
      "Local stone with the school emblem; a guard room beside the gate.",
      "Separate pedestrian entry and a bus bay inside the wall.",
    ],
  },
  {
    key: "brochure",
    file: "brochure",
    title: "School Brochure",
    lines: [
      "Classes {classes}; at most {section_size} students per section.",
      "School hours {school_hours}.",
      "Digital classrooms, science and computer labs, library, 300-seat auditorium.",
      "Separate hostels for boys and girls, 100% vegetarian food, 24/7 care.",
    ],
  },
  {
    key: "admissionForm",
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
    key: "calendar",
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
    key: "syllabus",
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
    key: "policies",
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
    key: "fees",
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
    key: "handbook",
    file: "parent-handbook",
    title: "Parent Handbook",
    lines: [
      "How to reach the class teacher and the office.",
      "School hours {school_hours}; what to pack each day.",
      "Medical room, check-ups and how we inform parents.",
      "Homework, reports and parent-teacher meetings.",
    ],
  },
  {
    key: "events",
    file: "event-information",
    title: "Event Information",
    lines: [
      "19 August 2024: foundation-laying ceremony for school modernisation.",
      "15 August: Independence Day flag hoisting and cultural programme.",
      "10 September: inter-house cricket match.",
    ],
  },
  {
    key: "extracurricular",
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
    key: "annualReport",
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
