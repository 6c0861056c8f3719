// The help-desk module's public face on the server: what other modules and the Express wiring may call.
export { inboxRouter } from "./api.server";
export { countOpenByKind } from "./help-desk.server";
export { registerInboxSource, tableInboxSource, type InboxItem, type InboxSource } from "./inbox-sources.server";
export { countInbox } from "./inbox.server";
export { receiveSubmission, siteBaseUrl } from "./intake.server";
export { getMailSettings, saveMailSettings } from "./mail-settings.server";
export { helpDeskJobs } from "./maintenance.server";
export { registerRetentionEraser, type RetentionEraser } from "./retention.server";
