import { sql, type Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// Menu labels per language (docs/decisions/141-menu-label-translations.md): each menu entry gets `translations`, a
// JSON object by language code ({"hi": {"label": "प्रवेश"}}), as news posts and events have (decision 139). The
// installed menu's labels get their Hindi and Telugu words, each only while the entry still has the English label it
// was installed with (and no translation of the office's), so the office's own edits stay.
// The section is named for the reader of this list only.
type Seeded = [section: string | null, english: string, path: string | null, hi: string, te: string];

const SEEDED: Seeded[] = [
  [null, "Home", "/", "मुख्य पृष्ठ", "హోమ్"],
  [null, "About Us", null, "हमारे बारे में", "మా గురించి"],
  ["About Us", "Vidhya", "/Vidhya", "विद्या", "విద్య"],
  ["About Us", "Executive Committee", "/Commite", "कार्यकारी समिति", "కార్యనిర్వాహక కమిటీ"],
  ["About Us", "Support Us", "/Supportus", "हमारा सहयोग करें", "మాకు సహకరించండి"],
  ["About Us", "Alumni Details", "/Alumini", "पूर्व छात्र", "పూర్వ విద్యార్థులు"],
  ["About Us", "News Letter", "/Newsletter", "समाचार पत्रिका", "న్యూస్‌లెటర్"],
  [
    "About Us",
    "Mandatory Public Disclosure",
    "/mandatory-public-disclosure",
    "अनिवार्य सार्वजनिक प्रकटीकरण",
    "తప్పనిసరి బహిరంగ వెల్లడి",
  ],
  [null, "Development", null, "विद्यालय विकास", "పాఠశాల అభివృద్ధి"],
  ["Development", "School Development Plan", "/Sdp", "विद्यालय विकास योजना", "పాఠశాల అభివృద్ధి ప్రణాళిక"],
  ["Development", "Donate", "/Donate", "दान करें", "విరాళం ఇవ్వండి"],
  [null, "Facilities", null, "सुविधाएँ", "సౌకర్యాలు"],
  ["Facilities", "Classroom", "/Classroom", "कक्षाएँ", "తరగతి గదులు"],
  ["Facilities", "Sports", "/Sportsroom", "खेलकूद", "క్రీడలు"],
  ["Facilities", "IT/Computer Lab", "/Labroom", "कंप्यूटर प्रयोगशाला", "కంప్యూటర్ ల్యాబ్"],
  ["Facilities", "Medical", "/Medical", "चिकित्सा सुविधा", "వైద్య సదుపాయం"],
  ["Facilities", "Laboratories", "/Laboratories", "प्रयोगशालाएँ", "ప్రయోగశాలలు"],
  ["Facilities", "Library", "/Library", "पुस्तकालय", "గ్రంథాలయం"],
  ["Facilities", "Auditorium", "/Auditorium", "सभागार", "ఆడిటోరియం"],
  ["Facilities", "Arts & Crafts", "/Arts", "कला एवं शिल्प", "కళలు, చేతిపనులు"],
  ["Facilities", "Transport", "/Transport", "परिवहन", "రవాణా"],
  ["Facilities", "Residential", "/Boardingroom", "छात्रावास", "వసతి గృహం"],
  [null, "Beyond", null, "पाठ्येतर गतिविधियाँ", "సహపాఠ్య కార్యక్రమాలు"],
  ["Beyond", "Sadacharam", "/Sadacharam", "सदाचारम्", "సదాచారం"],
  ["Beyond", "SVAV Prathana", "/Svavprathana", "SVAV प्रार्थना", "SVAV ప్రార్థన"],
  ["Beyond", "Sanskrit", "/Sanskrit", "संस्कृत", "సంస్కృతం"],
  ["Beyond", "Yoga", "/Yoga", "योग", "యోగా"],
  [null, "Admission", null, "प्रवेश", "ప్రవేశాలు"],
  ["Admission", "Admission Process", "/AdmissionProcess", "प्रवेश प्रक्रिया", "ప్రవేశ విధానం"],
  ["Admission", "Send a Message", "/ContactUs", "संदेश भेजें", "సందేశం పంపండి"],
  ["Admission", "Admission Enquiry", "/Onlineenquiryform", "प्रवेश संबंधी पूछताछ", "ప్రవేశ విచారణ"],
  ["Admission", "Fee Structure", "/Feestructure", "शुल्क संरचना", "ఫీజుల వివరాలు"],
  ["Admission", "Student Enrolment", "/admissions/apply", "विद्यार्थी नामांकन", "విద్యార్థి నమోదు"],
  ["Admission", "Download Brochure", "/Download", "विवरणिका डाउनलोड करें", "బ్రోచర్ డౌన్‌లోడ్"],
  ["Admission", "FAQ", "/Faq", "अक्सर पूछे जाने वाले प्रश्न", "తరచూ అడిగే ప్రశ్నలు"],
  ["Admission", "RTE Admissions (25% seats)", "/admissions/rte", "RTE प्रवेश (25% सीटें)", "RTE ప్రవేశాలు (25% సీట్లు)"],
  [null, "Academic", null, "शैक्षणिक", "విద్యా విభాగం"],
  ["Academic", "Curriculum", "/Cirriculum", "पाठ्यक्रम", "పాఠ్య ప్రణాళిక"],
  ["Academic", "Philosophy", "/Philosophy", "शिक्षा दर्शन", "విద్యా దృక్పథం"],
  ["Academic", "Holidays", "/Holidays", "अवकाश", "సెలవులు"],
  ["Academic", "Downloads", "/Downloads", "डाउनलोड", "డౌన్‌లోడ్‌లు"],
  [null, "News & Events", null, "समाचार एवं कार्यक्रम", "వార్తలు, కార్యక్రమాలు"],
  ["News & Events", "Events", "/Events", "कार्यक्रम", "కార్యక్రమాలు"],
  ["News & Events", "Gallery", "/Gallery", "चित्र दीर्घा", "ఫోటో గ్యాలరీ"],
  ["News & Events", "Hall of Fame", "/Halloffame", "हमारे गौरव", "మా ప్రతిభావంతులు"],
  [null, "Career", null, "करियर", "ఉద్యోగావకాశాలు"],
  ["Career", "Professional Development", "/ProfessionalDevelopment", "व्यावसायिक विकास", "వృత్తిపరమైన అభివృద్ధి"],
  ["Career", "Job Opening", "/JobOpening", "रिक्तियाँ", "ఖాళీలు"],
  [null, "Contact Us", "/contact", "संपर्क करें", "సంప్రదించండి"],
  [null, "LOGIN", "/Login", "लॉग इन", "లాగిన్"],
];

export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("menu_entries")
    .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
  for (const [, english, path, hi, te] of SEEDED) {
    const translations = JSON.stringify({ hi: { label: hi }, te: { label: te } });
    // A link is matched by its label and address (wherever the office moved it), a section by its name.
    const where = path === null ? sql`path is null and section_id is null` : sql`path = ${path}`;
    await sql`update menu_entries set translations = ${translations}
      where label = ${english} and translations = '{}' and ${where}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("menu_entries").dropColumn("translations").execute();
}
