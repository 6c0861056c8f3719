// The documents module's public face on the server: what other modules and the Express wiring may call.
export { documentsRouter } from "./api.server";
export { sampleDocumentsLeft, seedSampleDocuments } from "./documents-seed.server";
export { documentsScheduleWatch, reindexDocuments } from "./document-queries.server";
export { documentFilesRouter } from "./files.server";
export { findDocument, listDocuments, type LibraryDocument } from "./document-queries.server";
