import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { reindexPublishable, type PublishableKind } from "~/modules/publishing/index.server";
import { listPublishedPosts, postFromRow, postSearchEntry } from "./queries.server";
import type { NewsPost } from "./post-schema";

/** News posts as publishable content: what the shared steps (save, trash, search) need to know of them. */
export const postKind: PublishableKind<NewsPost> = {
  entity: "news_post",
  searchKind: "post",
  fallbackSlug: "news",
  slugTaken: "This address is already used by another post",
  picture: {
    field: "cover",
    prefix: "news",
    notImage: "The cover picture must be a JPEG, PNG, WebP, GIF or AVIF image",
  },
  pictureKeyOf: (post) => post.coverKey,
  searchEntry: postSearchEntry,
  addressTaken: async (db, slug, exceptId) => {
    let query = db.selectFrom("news_posts").select("id").where("slug", "=", slug);
    if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
    return Boolean(await query.executeTakeFirst());
  },
  moveToTrash: async (trx, id, restore) => {
    const result = await trx
      .updateTable("news_posts")
      .set({ deleted_at: restore ? null : nowIso(), updated_at: nowIso() })
      .where("id", "=", id)
      .where("deleted_at", restore ? "is not" : "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
  find: async (db, id) => {
    const row = await db.selectFrom("news_posts").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? postFromRow(row) : undefined;
  },
  listPublished: (db) => listPublishedPosts(db),
};

/** Rebuilds the posts' search entries from the table (a database older than the search, or a repair). */
export function reindexPosts(db: Kysely<Database>) {
  return reindexPublishable(db, postKind);
}
