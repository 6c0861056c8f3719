// The alerts module's public face for other modules: what they may use of it (the server's part is index.server.ts).
export { AlertBanner } from "./ui/alert-banner";
export type { BannerAlert } from "./schema";
