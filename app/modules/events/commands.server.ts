import { collectTranslations, stringifyTranslations } from "~/kernel/i18n/content";
import { checkedLanguages, stampTranslations } from "~/kernel/i18n/translation-age";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import type { MediaStorage } from "~/kernel/storage/storage";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import type { SpooledFile } from "~/kernel/media/multipart.server";
import { resolveTypedSchedule } from "~/kernel/schedule.server";
import type { Schedule } from "~/kernel/schedule";
import { freeSlug, savePublishable, trashPublishable } from "~/modules/publishing/index.server";
import { eventKind } from "./event-kind.server";
import { eventFromRow, findEvent } from "./queries.server";
import { EVENT_TRANSLATED, type EventInput, type PublicEvent } from "./schema";

function rowValues(input: Omit<EventInput, "showFrom" | "showUntil">, schedule: Schedule, before?: PublicEvent) {
  return {
    title: input.title,
    start_date: input.startDate,
    start_time: input.allDay ? null : input.startTime,
    end_date: input.endDate,
    end_time: input.allDay ? null : input.endTime,
    all_day: input.allDay ? 1 : 0,
    place: input.place,
    category: input.category,
    summary: input.summary,
    body: input.body,
    // Each language stamped with the English it follows: an English edit alone leaves it out of date.
    translations: stringifyTranslations(
      stampTranslations(collectTranslations(input, EVENT_TRANSLATED), input, EVENT_TRANSLATED, {
        before: before && { translations: before.translations, english: before },
        checked: checkedLanguages(input),
      }),
    ),
    published: input.published ? 1 : 0,
    show_from: schedule.showFrom,
    show_until: schedule.showUntil,
  };
}

/** Adds an event, with the picture the form carried (already spooled and sniffed); a refusal is a RefusedError. */
export async function createEvent(
  db: Kysely<Database>,
  storage: MediaStorage,
  input: EventInput,
  actor: AuditActor,
  picture?: SpooledFile,
): Promise<PublicEvent & { startedNow: boolean }> {
  const { startedNow, ...schedule } = await resolveTypedSchedule(db, input);
  const saved = await savePublishable(db, storage, eventKind, actor, {
    before: undefined,
    slug: input.slug,
    picture,
    write: async (trx, pictureKey) => {
      const slug = input.slug || (await freeSlug(trx, eventKind, input.title, input.startDate.slice(0, 4)));
      const now = nowIso();
      const row = await trx
        .insertInto("events")
        .values({ ...rowValues(input, schedule), slug, picture_key: pictureKey, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return eventFromRow(row);
    },
  });
  return { ...saved, startedNow };
}

/** Replaces an event's fields; a new picture replaces the old one, `removePicture` drops it. */
export async function updateEvent(
  db: Kysely<Database>,
  storage: MediaStorage,
  id: number,
  input: EventInput,
  actor: AuditActor,
  options: { picture?: SpooledFile; removePicture?: boolean } = {},
): Promise<(PublicEvent & { startedNow: boolean }) | undefined> {
  const before = await findEvent(db, id);
  if (!before) return undefined;
  const { startedNow, ...schedule } = await resolveTypedSchedule(db, input);
  const saved = await savePublishable(db, storage, eventKind, actor, {
    before,
    slug: input.slug,
    ...options,
    write: async (trx, pictureKey) => {
      const row = await trx
        .updateTable("events")
        .set({
          ...rowValues(input, schedule, before),
          slug: input.slug || before.slug,
          picture_key: pictureKey,
          updated_at: nowIso(),
        })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return eventFromRow(row);
    },
  });
  return { ...saved, startedNow };
}

/** A copy as a draft with a free address ("Sports day (copy)"), for next year's edition and the like. */
export async function duplicateEvent(db: Kysely<Database>, id: number, actor: AuditActor) {
  const original = await findEvent(db, id);
  if (!original) return undefined;
  return db.transaction().execute(async (trx) => {
    const title = `${original.title} (copy)`.slice(0, 200);
    const slug = await freeSlug(trx, eventKind, title, original.startDate.slice(0, 4));
    const now = nowIso();
    const row = await trx
      .insertInto("events")
      .values({
        ...rowValues(
          { ...original, startTime: original.startTime ?? "", endTime: original.endTime ?? "", slug },
          original,
        ),
        title,
        slug,
        published: 0,
        // The copy shares the picture file; deleting a trashed event never removes pictures.
        picture_key: original.pictureKey,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: "duplicate", entity: "event", entityKey: row.id, after: { from: id } });
    return eventFromRow(row);
  });
}

/** Moves an event to the trash (off the site and the feeds); `restore` brings it back. */
export function trashEvent(db: Kysely<Database>, id: number, actor: AuditActor, restore = false) {
  return trashPublishable(db, eventKind, id, actor, restore);
}
