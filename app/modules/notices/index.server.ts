// The notices module's public face on the server: what other modules and the wiring may call.
export {
  consentedVersion,
  currentNotice,
  recordPrivacyConsent,
  refreshNoticeVersions,
  type ConsentForm,
} from "./notices.server";
