// Paths exactly as the spec spells them; matching is case-insensitive, so /sdp reaches /Sdp.
// Kept apart from routes.ts so server code and tests can read them without the route builder.

/** Pages rendered from app/content by one generic page module. */
export const CONTENT_PAGE_PATHS = [
  "Newsletter",
  "Sdp",
  "Vidhya",
  "Supportus",
  "Classroom",
  "Sportsroom",
  "Labroom",
  "Medical",
  "Laboratories",
  "Library",
  "Auditorium",
  "Arts",
  "Transport",
  "Boardingroom",
  "Sadacharam",
  "Svavprathana",
  "Sanskrit",
  "Yoga",
  "AdmissionProcess",
  "Feestructure",
  "Studentenrollment",
  "Cirriculum",
  "Philosophy",
  "Holidays",
  "Halloffame",
  "ProfessionalDevelopment",
  "JobOpening",
  "Ourfaculty",
  "Students",
  "Os",
  "Atglance",
  "Aimobj",
  "Archana",
  "Gogglesheet",
] as const;

/** Administrator pages of the spec's route table; each shows one dashboard panel on its own. */
export const ADMIN_PAGE_PATHS = [
  "SearchStudentForm",
  "Studentview",
  "FacultyView",
  "AlumniView",
  "ExecComityView",
  "ContactUsView",
  "Addstd",
] as const;

/** Correctly spelt names people type, sent permanently to the spec's spelling. */
export const ALIASES: Record<string, string> = {
  Alumni: "/Alumini",
  Committee: "/Commite",
  ExecutiveCommittee: "/Commite",
  Curriculum: "/Cirriculum",
  Faculty: "/Ourfaculty",
};
