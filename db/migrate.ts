import type { Kysely } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import * as initial from "./migrations/2026-11-23-001-initial";
import * as loginAttemptIndexes from "./migrations/2026-11-23-005-login-attempt-indexes";
import * as recordSearchIndexes from "./migrations/2026-11-23-007-record-search-indexes";
import * as recordNameCovering from "./migrations/2026-11-23-008-record-name-covering";
import * as recordCounts from "./migrations/2026-11-23-009-record-counts";
import * as eventsAndNewsPosts from "./migrations/2026-11-23-020-events-and-news-posts";
import * as alumniCommunity from "./migrations/2026-11-23-021-alumni-community";
import * as formDrafts from "./migrations/2026-11-23-013-form-drafts";
import * as mailOutboxHelpDesk from "./migrations/2026-11-23-016-mail-outbox-help-desk";
import * as recordNameWords from "./migrations/2026-11-23-022-record-name-words";
import * as twoFactorAndSessions from "./migrations/2026-11-23-030-two-factor-and-sessions";
import * as rateLimitHits from "./migrations/2026-11-23-035-rate-limit-hits";
import * as documentsLibrary from "./migrations/2026-11-23-036-documents-library";
import * as pages from "./migrations/2026-11-23-037-pages";
import * as recordNameWordsSortKey from "./migrations/2026-11-23-038-record-name-words-sort-key";
import * as donationItems from "./migrations/2026-11-23-039-donation-items";
import * as siteSearch from "./migrations/2026-11-23-040-site-search";
import * as menuAndPageTrash from "./migrations/2026-11-23-041-menu-and-page-trash";
import * as pictureLibrary from "./migrations/2026-11-23-043-picture-library";
import * as studentEnrollmentLink from "./migrations/2026-11-26-046-student-enrollment-link";
import * as schoolFactsTokens from "./migrations/2026-11-27-050-school-facts-tokens";
import * as outboxPriority from "./migrations/2026-11-27-085-outbox-priority";
import * as documentCleanFileNames from "./migrations/2026-11-27-086-document-clean-file-names";
import * as feeTables from "./migrations/2026-11-27-055-fee-tables";
import * as searchSynonyms from "./migrations/2026-11-27-070-search-synonyms";
import * as searchHeadings from "./migrations/2026-11-27-071-search-headings";
import * as sampleDonationPrices from "./migrations/2026-11-27-060-sample-donation-prices";
import * as plainWordsDatedHolidays from "./migrations/2026-11-27-090-plain-words-dated-holidays";
import * as quietSampleLines from "./migrations/2026-11-27-103-quiet-sample-lines";
import * as draftsOfEndedSessions from "./migrations/2026-11-27-075-drafts-of-ended-sessions";
import * as admissionApplications from "./migrations/2026-11-27-105-admission-applications";
import * as applyOnlineLinks from "./migrations/2026-11-27-106-apply-online-links";
import * as recordPhotos from "./migrations/2026-11-27-114-record-photos-and-faculty-on-website";
import * as admissionPipeline from "./migrations/2026-11-27-115-admission-pipeline-statuses";
import * as admissionPayments from "./migrations/2026-11-27-119-admission-payments";
import * as pageTranslations from "./migrations/2026-11-27-121-page-translations";
import * as contentTranslations from "./migrations/2026-11-27-122-content-translations-and-indic-search";
import * as menuLabelTranslations from "./migrations/2026-11-27-123-menu-label-translations";
import * as studentPhotos from "./migrations/2026-11-27-124-student-photos";
import * as admissionLanguage from "./migrations/2026-11-27-126-admission-language";
import * as scheduledPublishing from "./migrations/2026-11-27-110-scheduled-publishing";
import * as phonesInE164 from "./migrations/2026-11-27-102-phones-in-e164";
import * as statutoryNotices from "./migrations/2026-11-27-113-statutory-notices";
import * as visitFigures from "./migrations/2026-11-27-111-visit-figures";
import * as alerts from "./migrations/2026-11-27-109-alerts";
import * as mandatoryDisclosure from "./migrations/2026-11-27-107-mandatory-disclosure";
import * as disclosureMenuLink from "./migrations/2026-11-27-108-disclosure-menu-link";
import * as admissionLetters from "./migrations/2026-11-27-120-admission-letters";

// Listed by hand, not read from disk, so the migrations ship inside the server bundle.
const migrations: Record<string, Migration> = {
  "2026-11-23-001-initial": initial,
  "2026-11-23-005-login-attempt-indexes": loginAttemptIndexes,
  "2026-11-23-007-record-search-indexes": recordSearchIndexes,
  "2026-11-23-008-record-name-covering": recordNameCovering,
  "2026-11-23-009-record-counts": recordCounts,
  "2026-11-23-020-events-and-news-posts": eventsAndNewsPosts,
  "2026-11-23-021-alumni-community": alumniCommunity,
  "2026-11-23-013-form-drafts": formDrafts,
  "2026-11-23-016-mail-outbox-help-desk": mailOutboxHelpDesk,
  "2026-11-23-022-record-name-words": recordNameWords,
  "2026-11-23-030-two-factor-and-sessions": twoFactorAndSessions,
  "2026-11-23-035-rate-limit-hits": rateLimitHits,
  "2026-11-23-036-documents-library": documentsLibrary,
  "2026-11-23-037-pages": pages,
  "2026-11-23-038-record-name-words-sort-key": recordNameWordsSortKey,
  "2026-11-23-039-donation-items": donationItems,
  "2026-11-23-040-site-search": siteSearch,
  "2026-11-23-041-menu-and-page-trash": menuAndPageTrash,
  "2026-11-23-043-picture-library": pictureLibrary,
  "2026-11-26-046-student-enrollment-link": studentEnrollmentLink,
  "2026-11-27-050-school-facts-tokens": schoolFactsTokens,
  "2026-11-27-085-outbox-priority": outboxPriority,
  "2026-11-27-086-document-clean-file-names": documentCleanFileNames,
  "2026-11-27-055-fee-tables": feeTables,
  "2026-11-27-070-search-synonyms": searchSynonyms,
  "2026-11-27-071-search-headings": searchHeadings,
  "2026-11-27-060-sample-donation-prices": sampleDonationPrices,
  "2026-11-27-090-plain-words-dated-holidays": plainWordsDatedHolidays,
  "2026-11-27-075-drafts-of-ended-sessions": draftsOfEndedSessions,
  "2026-11-27-103-quiet-sample-lines": quietSampleLines,
  "2026-11-27-105-admission-applications": admissionApplications,
  "2026-11-27-106-apply-online-links": applyOnlineLinks,
  "2026-11-27-114-record-photos-and-faculty-on-website": recordPhotos,
  "2026-11-27-115-admission-pipeline-statuses": admissionPipeline,
  "2026-11-27-119-admission-payments": admissionPayments,
  "2026-11-27-121-page-translations": pageTranslations,
  "2026-11-27-122-content-translations-and-indic-search": contentTranslations,
  "2026-11-27-123-menu-label-translations": menuLabelTranslations,
  "2026-11-27-124-student-photos": studentPhotos,
  "2026-11-27-126-admission-language": admissionLanguage,
  "2026-11-27-110-scheduled-publishing": scheduledPublishing,
  "2026-11-27-102-phones-in-e164": phonesInE164,
  "2026-11-27-113-statutory-notices": statutoryNotices,
  "2026-11-27-111-visit-figures": visitFigures,
  "2026-11-27-109-alerts": alerts,
  "2026-11-27-107-mandatory-disclosure": mandatoryDisclosure,
  "2026-11-27-108-disclosure-menu-link": disclosureMenuLink,
  "2026-11-27-120-admission-letters": admissionLetters,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest<DB>(db: Kysely<DB>) {
  // Helpers add migrations in parallel: one that sorts before an applied one still runs.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return results ?? [];
}
