// The admissions module's public face on the server: what other modules and the Express wiring may call.
export { admissionsRouter } from "./api.server";
export { deleteExpiredApplications } from "./retention.server";
