// The notices module's public face for other modules (the server's part is index.server.ts).
export { NOTICE_PATHS } from "./content";
