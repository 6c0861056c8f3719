import type { Kysely } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import type { MediaStorage } from "~/kernel/storage/storage";
import type { Database } from "../../../db/schema";
import type { AuditActor } from "~/kernel/audit.server";
import type { SpooledFile } from "~/kernel/media/multipart.server";
import { resolveTypedSchedule } from "~/kernel/schedule.server";
import type { Schedule } from "~/kernel/schedule";
import { freeSlug, savePublishable, trashPublishable } from "~/modules/publishing/index.server";
import { postKind } from "./post-kind.server";
import { findPost, postFromRow } from "./queries.server";
import { collectTranslations, stringifyTranslations } from "~/kernel/i18n/content";
import { checkedLanguages, stampTranslations } from "~/kernel/i18n/translation-age";
import { POST_TRANSLATED, type NewsPost, type NewsPostInput } from "./post-schema";

const rowValues = (input: NewsPostInput, schedule: Schedule, before?: NewsPost) => ({
  title: input.title,
  post_date: input.postDate,
  summary: input.summary,
  body: input.body,
  published: input.published ? 1 : 0,
  pinned: input.pinned ? 1 : 0,
  // Each language stamped with the English it follows: an English edit alone leaves it out of date.
  translations: stringifyTranslations(
    stampTranslations(collectTranslations(input, POST_TRANSLATED), input, POST_TRANSLATED, {
      before: before && { translations: before.translations, english: before },
      checked: checkedLanguages(input),
    }),
  ),
  show_from: schedule.showFrom,
  show_until: schedule.showUntil,
});

/**
 * Adds (no `id`) or replaces a post; a failed save removes the cover it stored, so nothing is half-kept.
 * `startedNow`: its "publish at" had passed, so it shows from now.
 */
export async function saveNewsPost(
  db: Kysely<Database>,
  storage: MediaStorage,
  id: number | undefined,
  input: NewsPostInput,
  actor: AuditActor,
  options: { cover?: SpooledFile; removeCover?: boolean } = {},
): Promise<(NewsPost & { startedNow: boolean }) | undefined> {
  const before = id === undefined ? undefined : await findPost(db, id);
  if (id !== undefined && !before) return undefined;
  const { startedNow, ...schedule } = await resolveTypedSchedule(db, input);
  const saved = await savePublishable(db, storage, postKind, actor, {
    before,
    slug: input.slug,
    picture: options.cover,
    removePicture: options.removeCover,
    write: async (trx, coverKey) => {
      const now = nowIso();
      const row = before
        ? await trx
            .updateTable("news_posts")
            .set({
              ...rowValues(input, schedule, before),
              slug: input.slug || before.slug,
              cover_key: coverKey,
              updated_at: now,
            })
            .where("id", "=", before.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto("news_posts")
            .values({
              ...rowValues(input, schedule),
              slug: input.slug || (await freeSlug(trx, postKind, input.title, input.postDate.slice(0, 4))),
              cover_key: coverKey,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
      return postFromRow(row);
    },
  });
  return { ...saved, startedNow };
}

/** Moves a post to the trash (off the site and the feed); `restore` brings it back. */
export function trashNewsPost(db: Kysely<Database>, id: number, actor: AuditActor, restore = false) {
  return trashPublishable(db, postKind, id, actor, restore);
}
