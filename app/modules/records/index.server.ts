// The records module's public face on the server: what other modules and the Express wiring may call.
export { alumniRegistrationsRouter } from "./alumni-registrations.api.server";
export { reindexPublicAlumni } from "./alumni-search.server";
export { alumniRouter } from "./alumni.api.server";
export { committeeRouter } from "./committee.api.server";
export { facultyRouter } from "./faculty.api.server";
export { sampleRecordsLeft, seedSampleRecords } from "./records-seed.server";
export { countRecords } from "./queries.server";
export { deleteExpiredRejectedRegistrations } from "./retention.server";
export { studentsRouter } from "./students.api.server";
export {
  createAdmittedStudent,
  RECORD_WRITE_ROLE,
  storeStudentPhoto,
  type AdmittedStudent,
} from "./student-admission.server";
