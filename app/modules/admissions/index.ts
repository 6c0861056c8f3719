// The admissions module's public face for other modules (the server's part is index.server.ts).
export { childStepSchema, declarationsStepSchema, familyStepSchema, transportStepSchema } from "./schema";
export { DOCUMENT_KINDS } from "./settings";
