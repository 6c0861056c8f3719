import type { Kysely } from "kysely";
import { migrateToLatest } from "./migrate";
import { isFreshDatabase, seedEssentials, seedSampleContent } from "./seed";
import type { Database } from "./schema";

export type SetupHooks = { onFreshDatabase?: (db: Kysely<Database>) => Promise<void> };

/** Brings a database to the latest schema; a fresh one also gets its essential and (optionally) sample rows. */
export async function prepareDatabase(db: Kysely<Database>, options: { sampleContent: boolean } & SetupHooks) {
  await migrateToLatest(db);
  const fresh = await isFreshDatabase(db);
  if (fresh && options.sampleContent) await seedSampleContent(db);
  if (fresh) await options.onFreshDatabase?.(db);
  await seedEssentials(db);
  return { fresh };
}
