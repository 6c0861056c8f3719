// The help-desk module's public face for other modules: what they may use of it (the server's part is index.server.ts).
export { INBOX_KINDS, INBOX_KIND_LABELS } from "./kinds";
export { mailSettingsFromForm, mailSettingsSchema } from "./mail-settings";
