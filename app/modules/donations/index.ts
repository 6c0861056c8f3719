// The donations module's public face for other modules (the server's part is index.server.ts).
export { donationPledgeSchema } from "./schema";
