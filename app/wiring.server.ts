import { registerInboxSource, registerRetentionEraser } from "~/modules/help-desk/index.server";
import { registerPictureHolder } from "~/modules/pictures/index.server";
import { eraseExpiredAccountData } from "~/modules/accounts/index.server";
import { contactInboxSource } from "~/modules/contact/index.server";
import { pledgeInboxSource } from "~/modules/donations/index.server";
import { enquiryInboxSource } from "~/modules/enquiries/index.server";
import { eventPictures } from "~/modules/events/index.server";
import { galleryPictures } from "~/modules/gallery/index.server";
import { postPictures } from "~/modules/news/index.server";
import { pagePictures, reindexPublishedPages } from "~/modules/pages/index.server";
import { registerPhoneFormatter } from "~/kernel/phone-shown";
import { registerPhoneParser } from "~/kernel/phone";
import { showStoredPhone, splitPhoneNumbers, toE164 } from "~/kernel/phone-number";
import { onSiteSettingsSaved } from "~/kernel/settings/store.server";
import { deleteExpiredRejectedRegistrations } from "~/modules/records/index.server";
import { slidePictures } from "~/modules/slides/index.server";

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
// Retention: the period in the mail settings covers the personal rows other modules keep; each deletes its own.
registerRetentionEraser("rejected_registrations", deleteExpiredRejectedRegistrations);
registerRetentionEraser("accounts", eraseExpiredAccountData);

// Phone numbers: the server checks them against the full metadata and formats them; the browser only checks their
// shape and shows what loaders formatted (docs/decisions/130-phone-metadata-on-the-server-and-the-first-hour-rest.md).
registerPhoneParser(toE164);
registerPhoneFormatter({ number: showStoredPhone, text: splitPhoneNumbers });
