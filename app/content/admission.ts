import { TRANSPORT_TARIFF } from "~/content/transport";
import type { ContentPage } from "~/content/types";

export const admissionPages: ContentPage[] = [
  {
    path: "/AdmissionProcess",
    title: "Admission Process",
    description:
      "How to join {school}: enquiry, campus visit, interaction, documents and fee payment, from Nursery to class 10.",
    heading: "Admission Process",
    lead: "Admissions are open from Nursery to class 10, for day scholars and boarders.",
    blocks: [
      {
        type: "list",
        ordered: true,
        items: [
          "Fill the online enquiry form, or call {phone}.",
          "Visit the campus with your child; our office will fix a time.",
          "Your child meets a teacher for a short, friendly interaction (class 1 and above).",
          "Submit the admission form with the birth certificate, transfer certificate, report card, photographs and Aadhaar.",
          "Pay the first instalment of the fees to confirm the seat.",
        ],
      },
      {
        type: "links",
        items: [
          { label: "Online enquiry form", href: "/Onlineenquiryform" },
          { label: "Fee structure", href: "/Feestructure" },
          { label: "Frequently asked questions", href: "/Faq" },
        ],
      },
    ],
  },
  {
    // The spec's placeholder page (only the word "Studentenrollment"); see docs/decisions/025-placeholder-pages-get-real-content.md.
    path: "/Studentenrollment",
    title: "Student Enrollment",
    description: "Enrol your child at {school}: the admission steps, documents to bring and how to make an enquiry.",
    heading: "Student Enrollment",
    lead: "Thank you for choosing {school}. Enrolment takes four steps.",
    blocks: [
      {
        type: "list",
        ordered: true,
        items: [
          "Send an enquiry with the online form.",
          "Visit the campus and meet our staff.",
          "Hand in the admission form and documents.",
          "Pay the first fee instalment; your child's seat is confirmed.",
        ],
      },
      { type: "h2", text: "Documents to bring" },
      {
        type: "list",
        items: [
          "Birth certificate",
          "Transfer certificate (class 2 and above)",
          "Last report card",
          "Four passport-size photographs",
          "Aadhaar of the student",
        ],
      },
      {
        type: "links",
        items: [
          { label: "Start with the online enquiry form", href: "/Onlineenquiryform" },
          { label: "Admission process", href: "/AdmissionProcess" },
        ],
      },
    ],
  },
  {
    // The spec's placeholder page (only the word "FeeStructure"); see docs/decisions/025-placeholder-pages-get-real-content.md.
    path: "/Feestructure",
    title: "Fee Structure",
    description:
      "Fees at {school}: the fee document on the downloads page and the transport tariff from 20,000 to 35,000 rupees a year.",
    heading: "Fee Structure",
    lead: "The full tuition and boarding fee schedule is published as a document; the transport tariff is below.",
    blocks: [
      { type: "links", items: [{ label: "Fee Structure document", href: "/Downloads" }] },
      { type: "h2", text: "Transport tariff" },
      { type: "table", ...TRANSPORT_TARIFF },
      {
        type: "p",
        text: "Transport fees are paid in advance and are not refundable. For questions about fees, call {phone} or write to {email}.",
      },
      { type: "links", items: [{ label: "Transport policies", href: "/Transport" }] },
    ],
  },
  {
    path: "/Cirriculum",
    title: "Curriculum",
    description:
      "The {school} curriculum from primary to secondary: CBSE and State syllabi, academics, career guidance and common sciences.",
    heading: "Curriculum",
    lead: "Boarding and academics go together: a structured day gives time for study, sport and rest.",
    blocks: [
      {
        type: "p",
        text: "{school} follows the CBSE and State (SSC) syllabi. Teaching moves from play and activity in the early years to concepts, practice and projects in the higher classes.",
      },
      ...(
        [
          [
            "Primary: classes 4 and 5",
            "Reading, writing and number skills are made secure; science and social studies are learnt through activity.",
          ],
          [
            "Middle: classes 6 to 8",
            "Subjects deepen, labs are used every week, and students begin a third language and computing.",
          ],
          [
            "Secondary: classes 9 and 10",
            "Board examination preparation with regular tests, remedial classes and study skills.",
          ],
          [
            "Senior secondary: classes 11 and 12",
            "Streams chosen with guidance, with focus on entrance examinations and projects.",
          ],
        ] as const
      ).flatMap(([stage, text]) => [
        { type: "h2" as const, text: stage },
        { type: "p" as const, text },
        {
          type: "list" as const,
          items: [
            "Curriculum: CBSE and State",
            "Academics: regular assessment and feedback",
            "Career advancement: guidance and talks by professionals",
            "School of common sciences: shared science and mathematics foundation",
          ],
        },
      ]),
      { type: "h2", text: "Campus video" },
      { type: "video", title: "A tour of the {school} campus" },
    ],
  },
  {
    path: "/Holidays",
    title: "Holidays",
    description: "The {school} holiday list: festivals, national holidays and vacations for the academic year.",
    heading: "Holidays",
    lead: "The holidays and vacations of this academic year, with their dates. Holidays that follow the festival calendar are confirmed by the office nearer the day.",
    blocks: [{ type: "links", items: [{ label: "Academic calendar", href: "/Downloads" }] }],
  },
];
