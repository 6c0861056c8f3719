import { feeStructurePage } from "~/content/fees";
import type { ContentPage } from "~/content/types";

export const admissionPages: ContentPage[] = [
  {
    path: "/AdmissionProcess",
    title: "Admission Process",
    description: "How to join {school}: enquiry, campus visit, interaction, documents and fee payment, from {classes}.",
    heading: "Admission Process",
    lead: "{school} takes children from {classes}, as day scholars and boarders. Admissions for {admissions_year}: {admissions_classes}.",
    blocks: [
      {
        type: "list",
        ordered: true,
        items: [
          "Fill the online enquiry form, or call {phone}.",
          "Visit the campus with your child; our office will fix a time.",
          "Your child meets a teacher for a short, friendly interaction (class 1 and above).",
          "Submit the admission form with the birth certificate, transfer certificate, report card, photographs and Aadhaar.",
          "Pay the first instalment of the fees to confirm the seat. {fees}",
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
          { label: "Apply online", href: "/admissions/apply" },
          { label: "Start with the online enquiry form", href: "/Onlineenquiryform" },
          { label: "Admission process", href: "/AdmissionProcess" },
        ],
      },
    ],
  },
  // The spec's placeholder page (only the word "FeeStructure"); see docs/decisions/025-placeholder-pages-get-real-content.md.
  feeStructurePage(),
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
        text: "{school} teaches {classes} and follows the {boards} syllabi. Teaching moves from play and activity in Nursery, LKG and UKG to concepts, practice and projects in the higher classes.",
      },
      ...(
        [
          [
            "Primary: classes 1 to 5",
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
            "After {highest_class}: choosing what next",
            "Students leaving after {highest_class} choose their stream and next school with guidance from teachers and visiting professionals.",
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
