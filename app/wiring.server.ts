import { registerInboxSource, registerRetentionEraser } from "~/modules/help-desk/index.server";
import { registerPictureHolder } from "~/modules/pictures/index.server";
import { eraseExpiredAccountData } from "~/modules/accounts/index.server";
import { deleteExpiredApplications } from "~/modules/admissions/index.server";
import { contactInboxSource } from "~/modules/contact/index.server";
import { pledgeInboxSource } from "~/modules/donations/index.server";
import { enquiryInboxSource } from "~/modules/enquiries/index.server";
import { eventPictures } from "~/modules/events/index.server";
import { galleryPictures } from "~/modules/gallery/index.server";
import { postPictures } from "~/modules/news/index.server";
import { pagePictures, reindexPublishedPages } from "~/modules/pages/index.server";
import { refreshNoticeVersions } from "~/modules/notices/index.server";
import { registerPhoneFormatter } from "~/kernel/phone-shown";
import { registerPhoneParser } from "~/kernel/phone";
import { showStoredPhone, splitPhoneNumbers, toE164 } from "~/kernel/phone-number";
import { onSiteSettingsSaved } from "~/kernel/settings/store.server";
import { registerScheduledChange } from "~/kernel/cache-events";
import { nextBannerChange } from "~/modules/alerts/index.server";
import { deleteExpiredRejectedRegistrations } from "~/modules/records/index.server";
import { slidePictures } from "~/modules/slides/index.server";
import { onSiteSearched } from "~/modules/search/index.server";
import { countFormCompletion, countSiteSearch } from "~/modules/visitors/index.server";
import { onPublicFormCompleted } from "~/kernel/public-post.server";
import { db } from "~/kernel/database/connection";
import { logger } from "~/kernel/logger";

// Where a module reads rows another module owns but cannot import it (the owner imports the reader), the owner
// describes its reads and this file, on top of both, registers them when it is loaded
// (docs/decisions/105-owners-register-with-readers.md). Every entry point imports it: server/app.ts (and through it
// the dev server), scripts/db-seed.ts, and the test harness (test/harness/databases.ts).

// The picture library: the places that show a picture, in the order its "used in" list names them; for a picture
// several show, the first one's words describe it until the library has its own.
registerPictureHolder("pages", pagePictures);
registerPictureHolder("gallery", galleryPictures);
registerPictureHolder("slides", slidePictures);
registerPictureHolder("events", eventPictures);
registerPictureHolder("news", postPictures);

// The help desk: the public forms' own rows, for the spec's inbox lists, the item page, the handled mark and retention.
registerInboxSource("contact_requests", contactInboxSource);
registerInboxSource("enquiries", enquiryInboxSource);
registerInboxSource("donation_pledges", pledgeInboxSource);

// The search: the pages' entries hold the school's facts filled into their tokens, so a change of them re-indexes.
onSiteSettingsSaved(reindexPublishedPages);
// The privacy notice and the accessibility statement are built from the settings: a saved change is a new version.
onSiteSettingsSaved(refreshNoticeVersions);
// Retention: the period in the mail settings covers the personal rows other modules keep; each deletes its own.
registerRetentionEraser("rejected_registrations", deleteExpiredRejectedRegistrations);
registerRetentionEraser("accounts", eraseExpiredAccountData);
// Admission applications that ended without a seat go after the admissions' own period (decision 137).
registerRetentionEraser("admission_applications", (database, _cutoff, now) => deleteExpiredApplications(database, now));

// The visit figures: what the site's readers searched for, and which public forms they sent (counted, never who).
const notCounted = (err: unknown) => logger.warn({ err }, "visit figure not counted");
onSiteSearched(({ term, found, request }) => {
  countSiteSearch(db(), { term, found, userAgent: request.headers.get("user-agent") ?? undefined }).catch(notCounted);
});
onPublicFormCompleted(({ form, request }) => {
  countFormCompletion(db(), { form, userAgent: request.headers.get("user-agent") ?? undefined }).catch(notCounted);
});
// The render cache: a page with the alert banner is kept no longer than the next alert's start or end.
registerScheduledChange(nextBannerChange);
// Phone numbers: the server checks them against the full metadata and formats them; the browser only checks their
// shape and shows what loaders formatted (docs/decisions/130-phone-metadata-on-the-server-and-the-first-hour-rest.md).
registerPhoneParser(toE164);
registerPhoneFormatter({ number: showStoredPhone, text: splitPhoneNumbers });
