// What each public form collects, as the privacy notice says it: one entry per form, one line per field. The
// fields are keyed by the form's schema field names, so forms.test.ts fails when a form gains a field this list
// does not describe. Files a form takes (not schema fields) are listed under their own names.

/** How long a form's details are kept: the rule the notice explains for it (its months come from the mail settings). */
export type Keeping = "helpDesk" | "alumni" | "admission";

export type PublicForm = {
  key: "enquiry" | "callback" | "contact" | "pledge" | "alumni" | "admission";
  title: string;
  path: string;
  purpose: string;
  fields: Record<string, string>;
  keeping: Keeping;
};

export const PUBLIC_FORMS: PublicForm[] = [
  {
    key: "enquiry",
    title: "Online enquiry",
    path: "/Onlineenquiryform",
    purpose: "to answer your question about admission and to call or write back to you.",
    fields: {
      studentName: "the student's name",
      parentName: "the parent's name",
      occupation: "the parent's occupation (if given)",
      address: "your address (if given)",
      presentSchool: "the student's present school (if given)",
      admissionSought: "the class sought (if given)",
      phone: "your phone number",
      email: "your e-mail address",
      daycareRequest: "whether you ask for day care",
      remarks: "your remarks (if given)",
    },
    keeping: "helpDesk",
  },
  {
    key: "callback",
    title: "Request a call back (the form at the foot of every page)",
    path: "/forms/callback",
    purpose: "to call you back.",
    fields: { name: "your name", emailid: "your e-mail address", mobilnum: "your phone number" },
    keeping: "helpDesk",
  },
  {
    key: "contact",
    title: "Contact us",
    path: "/ContactUs",
    purpose: "to answer your message.",
    fields: {
      name: "your name",
      emailid: "your e-mail address",
      subject: "the subject",
      message: "your message",
    },
    keeping: "helpDesk",
  },
  {
    key: "pledge",
    title: "Donation pledge",
    path: "/Donate",
    purpose: "to contact you about your pledge and to thank you; the school does not take payments on this website.",
    fields: {
      quantities: "what you pledge and how many",
      donorName: "your name",
      phone: "your phone number",
      email: "your e-mail address",
    },
    keeping: "helpDesk",
  },
  {
    key: "alumni",
    title: "Alumni and teacher registration",
    path: "/Alumniregistration",
    purpose:
      "to keep the alumni record of the school and, only if you tick that you agree, to show your name, photograph, work, years at the school, city and story on the public alumni list; your phone, e-mail and links are never shown.",
    fields: {
      name: "your name",
      gender: "your gender",
      studentorteacher: "whether you were a student or a teacher",
      admissionyear: "the year you joined",
      passoutyear: "the year you left",
      branch: "your branch or subject",
      contactnum: "your phone number",
      typeofemployee: "the kind of work you do",
      designation: "your designation",
      companyname: "your employer",
      companylocation: "where you work",
      facebookurl: "your Facebook address (if given)",
      linkedinurl: "your LinkedIn address (if given)",
      blogurl: "your blog address (if given)",
      websiteurl: "your website address (if given)",
      comments: "your comments (if given)",
      email: "your e-mail address (if given)",
      consent: "whether you agree to be listed on the website",
      photo: "your photograph (if given)",
    },
    keeping: "alumni",
  },
  {
    key: "admission",
    title: "Online admission application",
    path: "/admissions/apply",
    purpose:
      "to decide on the admission and, if your child is admitted, to make the student record. The documents are private: only the school office can open them.",
    fields: {
      childName: "the child's name",
      dateOfBirth: "the child's date of birth",
      gender: "the child's gender",
      classSought: "the class sought",
      boarding: "day scholar or boarder",
      previousSchool: "the previous school (if given)",
      aadhaar: "the child's Aadhaar number (if given; shown to the office with its last four digits only)",
      fatherName: "the father's name",
      motherName: "the mother's name",
      guardianName: "the guardian's name",
      phone: "your phone number",
      otherPhone: "another phone number (if given)",
      email: "your e-mail address",
      occupation: "your occupation (if given)",
      address: "your address",
      needsTransport: "whether the child needs the school bus",
      transportRoute: "the bus area or route",
      pickupPoint: "the pick-up point",
      truthful: "your declaration that the details are true",
      privacy: "your agreement to this notice",
      privacyNoticeVersion: "the version of this notice you agreed to",
      birth_certificate: "the birth certificate",
      photograph: "a photograph of the child",
      report_card: "the last report card",
      address_proof: "an address proof",
    },
    keeping: "admission",
  },
];

/** Fields a form carries that are not personal data: the hidden trap for robots, never stored. */
export const NOT_PERSONAL_FIELDS = ["website"];
