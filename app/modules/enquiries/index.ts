// The enquiries module's public face for other modules (the server's part is index.server.ts).
export { enquirySchema } from "./schema";
