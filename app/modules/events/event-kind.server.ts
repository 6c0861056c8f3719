import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { reindexPublishable, type PublishableKind } from "~/modules/publishing/index.server";
import { eventSearchEntry, findEvent, listPublishedEvents } from "./queries.server";
import type { PublicEvent } from "./schema";

/** Events as publishable content: what the shared steps (save, trash, search) need to know of them. */
export const eventKind: PublishableKind<PublicEvent> = {
  entity: "event",
  searchKind: "event",
  fallbackSlug: "event",
  slugTaken: "This address is already used by another event",
  picture: {
    field: "picture",
    prefix: "events",
    notImage: "The picture must be a JPEG, PNG, WebP, GIF or AVIF image",
  },
  pictureKeyOf: (event) => event.pictureKey,
  searchEntry: eventSearchEntry,
  addressTaken: async (db, slug, exceptId) => {
    let query = db.selectFrom("events").select("id").where("slug", "=", slug);
    if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
    return Boolean(await query.executeTakeFirst());
  },
  moveToTrash: async (trx, id, restore) => {
    const result = await trx
      .updateTable("events")
      .set({ deleted_at: restore ? null : nowIso(), updated_at: nowIso() })
      .where("id", "=", id)
      .where("deleted_at", restore ? "is not" : "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
  find: (db, id) => findEvent(db, id, { trashed: true }),
  listPublished: (db) => listPublishedEvents(db),
};

/** Rebuilds the events' search entries from the table (a database older than the search, or a repair). */
export function reindexEvents(db: Kysely<Database>) {
  return reindexPublishable(db, eventKind);
}
