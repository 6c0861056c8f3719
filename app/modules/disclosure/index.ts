// The disclosure module's public face for other modules: what they may use of it (the server's part is index.server.ts).
export { DisclosureNotice } from "./ui/disclosure-notice";
