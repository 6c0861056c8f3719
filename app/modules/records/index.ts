// The records module's public face for other modules: what they may use of it (the server's part is index.server.ts).
export { RECORD_KINDS } from "./kinds";
export { alumniRegistrationSchema } from "./alumni-schema";
