// The disclosure module's public face on the server: what other modules and the Express wiring may call.
export { disclosureRouter } from "./api.server";
export { disclosureJobs, disclosureNotices, sendDisclosureReminders } from "./reminders.server";
export { seedSampleDisclosure } from "./seed.server";
