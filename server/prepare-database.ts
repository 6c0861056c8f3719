// Brings a database to the latest schema and fills a new one: the server at start-up, `npm run db:seed`, the test
// harness and the benchmarks all go through here.
import type { Kysely } from "kysely";
import { migrateToLatest } from "../db/migrate";
import { DEFAULT_SITE_SETTINGS } from "../app/kernel/settings/defaults";
import { hasStoredSettings, saveSiteSettings } from "~/modules/site/index.server";
import { hasVisitorCounter, startVisitorCounter } from "~/modules/visitors/index.server";
import { reindexEvents, seedSampleEvents } from "~/modules/events/index.server";
import { reindexPosts, seedSamplePosts, seedSampleTicker } from "~/modules/news/index.server";
import { seedContentPages } from "~/modules/pages/index.server";
import { reindexPublicAlumni, seedSampleRecords } from "~/modules/records/index.server";
import { reindexPublishedPages } from "~/modules/pages/index.server";
import { reindexDocuments } from "~/modules/documents/index.server";
import { seedSampleDisclosure } from "~/modules/disclosure/index.server";
import { hasSearchEntries, reindexSiteSections } from "~/modules/search/index.server";
import type { Database } from "../db/schema";

/** True when the database has never been set up (no visitor counter row yet). */
export async function isFreshDatabase(db: Kysely<Database>) {
  return !(await hasVisitorCounter(db));
}

/** The rows every install needs, sample or not. */
export async function seedEssentials(db: Kysely<Database>) {
  await startVisitorCounter(db);
  // The spec's content pages are part of the site, not samples; a page added to app/content later arrives on the next start.
  await seedContentPages(db);
}

/** Sample content for a new install; idempotent (keys already present are left alone). */
export async function seedSampleContent(db: Kysely<Database>) {
  if (!(await hasStoredSettings(db))) await saveSiteSettings(db, DEFAULT_SITE_SETTINGS);
  await seedSampleRecords(db);
  await reindexPublicAlumni(db);
  await seedSampleEvents(db);
  await seedSamplePosts(db);
  await seedSampleDisclosure(db);
  await seedSampleTicker(db);
}

export type SetupHooks = { onFreshDatabase?: (db: Kysely<Database>) => Promise<void> };

/**
 * The site search's entries: the published pages at every start (their {school}-style tokens are filled
 * from the settings), and the events, posts, alumni and documents when none is indexed yet (a database
 * made before the search existed). After that every write keeps its own entries.
 */
export async function prepareSearchIndex(db: Kysely<Database>) {
  await reindexPublishedPages(db);
  await reindexSiteSections(db);
  if (!(await hasSearchEntries(db, "document"))) await reindexDocuments(db);
  if (!(await hasSearchEntries(db, "event"))) await reindexEvents(db);
  if (!(await hasSearchEntries(db, "post"))) await reindexPosts(db);
  if (!(await hasSearchEntries(db, "alumnus"))) await reindexPublicAlumni(db);
}

/** Brings a database to the latest schema; a fresh one also gets its essential and (optionally) sample rows. */
export async function prepareDatabase(db: Kysely<Database>, options: { sampleContent: boolean } & SetupHooks) {
  await migrateToLatest(db);
  const fresh = await isFreshDatabase(db);
  if (fresh && options.sampleContent) await seedSampleContent(db);
  if (fresh) await options.onFreshDatabase?.(db);
  await seedEssentials(db);
  await prepareSearchIndex(db);
  return { fresh };
}
