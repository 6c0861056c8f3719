import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import type { MediaWordMatch } from "~/kernel/media/media-rows.server";
import type { LibraryPicture, PictureUse } from "./schema";

// The modules whose rows show stored pictures (pages, gallery, slides, events, news) import this one, so the
// library cannot import them: each describes its reads as a PictureHolder and the wiring on top
// (app/wiring.server.ts) registers it here (docs/decisions/105-owners-register-with-readers.md).

type Db = Kysely<Database> | Transaction<Database>;

/** Where a library picture came from and the words it was given there (borrowed until the library has its own). */
export type PictureOrigin = { source: LibraryPicture["source"]; alt: string; caption: string };

export type PictureHolder = {
  /** The places among this module's rows that show the picture stored under `key`, in the order to list them. */
  usesOf: (db: Db, key: string) => Promise<PictureUse[]>;
  /** Where these pictures came from, by key: one query for all of them. */
  originsOf?: (db: Db, keys: string[]) => Promise<Map<string, PictureOrigin>>;
  /** The library's search: this module's words about a picture match a word (a subquery of the one search). */
  matchesWord?: MediaWordMatch;
};

const holders = new Map<string, PictureHolder>();

/**
 * Adds (or, under the same name, replaces) a module's reads. The order of registration is the order the uses are
 * listed in, and an earlier holder's origin wins over a later one's for a picture both show.
 */
export function registerPictureHolder(name: string, holder: PictureHolder) {
  holders.set(name, holder);
}

/** The registered holders, in registration order; none means the wiring was not loaded, which would hide uses. */
export function pictureHolders(): PictureHolder[] {
  if (holders.size === 0)
    throw new Error("No picture holders are registered: import app/wiring.server.ts in this entry point.");
  return [...holders.values()];
}
