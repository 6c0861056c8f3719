import { collectTranslations, localize, parseTranslations, stringifyTranslations } from "~/kernel/i18n/content";
import { checkedLanguages, stampTranslations } from "~/kernel/i18n/translation-age";
import { isShowing, nextScheduleChange, scheduleLabel, withRowSchedule, type Schedule } from "~/kernel/schedule";
import { crossedBetween, notEndedAt, resolveTypedSchedule, type ScheduleWatch } from "~/kernel/schedule.server";
import { getSiteSettings } from "~/kernel/settings/store.server";
import type { Kysely } from "kysely";
import { RefusedError } from "~/kernel/errors";
import type { Database } from "../../../db/schema";
import type { MediaStorage } from "~/kernel/storage/storage";
import { nowIso } from "~/kernel/database/dialect";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { deleteMedia, ImageRefusedError, storeImage } from "~/kernel/media/media.server";
import { pictureFromMedia } from "~/modules/pictures/index.server";
import { mediaRowsByKey } from "~/kernel/media/media-rows.server";
import type { MediaVariants, PictureSource } from "~/kernel/media/variants";
import type { SpooledFile } from "~/kernel/media/multipart.server";
import { fieldErrors } from "~/kernel/validation";
import { FIX_FIELDS } from "~/kernel/form-result";
import { SLIDE_IMAGE_REQUIRED_MESSAGE, SLIDE_SETS, slideSchema, type Slide, type SlideSet } from "./schema";

const NOT_A_PICTURE = "The image must be a JPEG, PNG, WebP, GIF or AVIF picture.";

/** Checks a slide form's text fields and its file together, so every missing one is named at once. */
export function checkSlide(
  values: Record<string, unknown>,
  file: SpooledFile | undefined,
): { slide?: Slide; fields: Record<string, string> } {
  const parsed = slideSchema.safeParse(values);
  const fields = parsed.success ? {} : fieldErrors(parsed.error);
  if (!file) fields.image = SLIDE_IMAGE_REQUIRED_MESSAGE;
  else if (file.type?.kind !== "image") fields.image = NOT_A_PICTURE;
  return { slide: parsed.success && Object.keys(fields).length === 0 ? parsed.data : undefined, fields };
}

/** The pictures of one slide set (a carousel), in slide-number order. */
export async function getSlideSet(
  db: Kysely<Database>,
  storage: MediaStorage,
  slidename: string,
  language = "en",
): Promise<PictureSource[]> {
  return (await slideSetAt(db, storage, slidename, language, new Date())).value;
}

/**
 * The pictures of one slide set showing at `at`, in slide-number order, with the next moment one of its slides
 * comes due or stops showing (the set's slides not yet ended are read, and filtered by the clock here).
 */
export async function slideSetAt(
  db: Kysely<Database>,
  storage: MediaStorage,
  slidename: string,
  language: string,
  at: Date,
): Promise<{ value: PictureSource[]; changesAt: number | undefined }> {
  const now = at.toISOString();
  const candidates = (
    await db
      .selectFrom("slides")
      .select(["sno", "alt", "media_key", "translations", "show_from", "show_until"])
      .where("slidename", "=", slidename)
      .where(notEndedAt(now))
      .orderBy("sno")
      .execute()
  ).map(withRowSchedule);
  const rows = candidates.filter((row) => isShowing(row, at));
  const media = await mediaRowsByKey(
    db,
    rows.map((row) => row.media_key),
  );
  const pictures = rows.flatMap((row) => {
    const picture = media.get(row.media_key);
    if (!picture) return [];
    // The caption in the page's language where the office wrote one; else the English one, marked as such.
    const { alt, englishFields } = localize({ alt: row.alt ?? "" }, parseTranslations(row.translations), language, [
      "alt",
    ]);
    const source = pictureFromMedia(storage, picture, alt);
    return [language === "en" ? source : { ...source, lang: englishFields?.length ? "en" : language }];
  });
  return { value: pictures, changesAt: nextScheduleChange(candidates, at) };
}

/** One slide as the dashboard sees it. */
export type SlideSummary = {
  sno: number;
  imageUrl: string;
  thumbUrl: string | null;
  alt: string;
  /** Its schedule in words ("Scheduled for 1 Dec 09:00"), '' for none. */
  scheduleNote: string;
};

/** The slide number is taken (or missing, for a replacement): shown under the number field. */
export class SlideConflictError extends RefusedError {
  constructor(message: string) {
    super(409, message, { sno: message });
  }
}
/** The picture was refused: shown under the image field. */
export class SlideImageError extends RefusedError {
  constructor(message: string) {
    super(400, message, { image: message });
  }
}

const SLIDE_ROWS = (db: Kysely<Database>) =>
  db.selectFrom("slides").select(["id", "slidename", "sno", "alt", "media_key", "show_from", "show_until"]);

type SlideRow = Awaited<ReturnType<ReturnType<typeof SLIDE_ROWS>["executeTakeFirstOrThrow"]>>;

/** The slides whose picture is stored, as the dashboard shows them (a slide whose file has gone is left out). */
async function toSummaries(db: Kysely<Database>, storage: MediaStorage, rows: SlideRow[]) {
  const [media, settings] = await Promise.all([
    mediaRowsByKey(
      db,
      rows.map((row) => row.media_key),
    ),
    getSiteSettings(db),
  ]);
  return rows.flatMap((row) => {
    const picture = media.get(row.media_key);
    return picture ? [{ row, summary: toSummary(storage, row, picture.variants, settings.timeZone) }] : [];
  });
}

function toSummary(storage: MediaStorage, row: SlideRow, variants: MediaVariants, timeZone: string): SlideSummary {
  return {
    sno: Number(row.sno),
    imageUrl: storage.publicUrl(row.media_key),
    thumbUrl: variants.thumb ? storage.publicUrl(variants.thumb) : null,
    alt: row.alt ?? "",
    scheduleNote: scheduleLabel({ showFrom: row.show_from, showUntil: row.show_until }, timeZone),
  };
}

/** Every set with its slides in number order (empty sets included), for the dashboard's thumbnails. */
export async function listSlideSets(db: Kysely<Database>, storage: MediaStorage) {
  const rows = await SLIDE_ROWS(db).orderBy("slidename").orderBy("sno").execute();
  const sets = Object.fromEntries(SLIDE_SETS.map((name) => [name, [] as SlideSummary[]])) as Record<
    SlideSet,
    SlideSummary[]
  >;
  for (const { row, summary } of await toSummaries(db, storage, rows))
    if (row.slidename in sets) sets[row.slidename as SlideSet].push(summary);
  return sets;
}

export async function getSlide(db: Kysely<Database>, storage: MediaStorage, slidename: SlideSet, sno: number) {
  const row = await SLIDE_ROWS(db).where("slidename", "=", slidename).where("sno", "=", sno).executeTakeFirst();
  return row ? (await toSummaries(db, storage, [row]))[0]?.summary : undefined;
}

type SaveSlideInput = {
  slide: Slide;
  /** When it shows, resolved in the school's time zone. */
  schedule: Schedule;
  imagePath: string;
  originalName: string;
  actor: AuditActor;
};

/**
 * Puts a picture at a set's number. `mode: "add"` refuses a number already in use (SlideConflictError);
 * `mode: "replace"` swaps the picture (or fills an empty number) and removes the old files afterwards.
 */
export async function saveSlide(
  db: Kysely<Database>,
  storage: MediaStorage,
  mode: "add" | "replace",
  input: SaveSlideInput,
): Promise<SlideSummary> {
  const { slide, actor } = input;
  const existing = await db
    .selectFrom("slides")
    .select(["id", "media_key", "alt", "translations"])
    .where("slidename", "=", slide.slidename)
    .where("sno", "=", slide.sno)
    .executeTakeFirst();
  if (existing && mode === "add")
    throw new SlideConflictError(
      `Slide ${slide.sno} of ${slide.slidename} already has a picture; replace it or use another number.`,
    );
  const media = await storeImage(db, storage, input.imagePath, {
    prefix: `slides/${slide.slidename}`,
    originalName: input.originalName,
  }).catch((error: unknown) => {
    if (error instanceof ImageRefusedError) throw new SlideImageError(error.message);
    throw new SlideImageError("The picture could not be read; it may be damaged.");
  });
  // Each language stamped with the caption it follows: a new English caption alone leaves it out of date.
  const translations = stringifyTranslations(
    stampTranslations(collectTranslations(slide, ["alt"]), { alt: slide.alt }, ["alt"], {
      before: existing && {
        translations: parseTranslations(existing.translations),
        english: { alt: existing.alt ?? "" },
      },
      checked: checkedLanguages(slide),
    }),
  );
  try {
    await db.transaction().execute(async (trx) => {
      const now = nowIso();
      if (existing) {
        await trx
          .updateTable("slides")
          .set({
            media_key: media.key,
            alt: slide.alt || null,
            translations,
            show_from: input.schedule.showFrom,
            show_until: input.schedule.showUntil,
            updated_at: now,
          })
          .where("id", "=", existing.id)
          .execute();
      } else {
        await trx
          .insertInto("slides")
          .values({
            slidename: slide.slidename,
            sno: slide.sno,
            media_key: media.key,
            alt: slide.alt || null,
            translations,
            show_from: input.schedule.showFrom,
            show_until: input.schedule.showUntil,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      await recordAudit(trx, actor, {
        action: existing ? "replace" : "create",
        entity: "slide",
        entityKey: `${slide.slidename}/${slide.sno}`,
        before: existing ? { media_key: existing.media_key, alt: existing.alt } : null,
        after: { media_key: media.key, alt: slide.alt || null },
      });
    });
  } catch (error) {
    await deleteMedia(db, storage, media.key);
    if (mode === "add" && isUniqueViolation(error))
      throw new SlideConflictError(
        `Slide ${slide.sno} of ${slide.slidename} already has a picture; replace it or use another number.`,
      );
    throw error;
  }
  if (existing) await deleteMedia(db, storage, existing.media_key);
  return (await getSlide(db, storage, slide.slidename, slide.sno))!;
}

/**
 * The one save of the dashboard's slide form and the API: the fields and the file checked together (a refusal
 * names each), then saveSlide. `mode: "next"` (the dashboard's Add) takes the set's first free number.
 */
export async function saveSlideForm(
  db: Kysely<Database>,
  storage: MediaStorage,
  mode: "add" | "replace" | "next",
  form: { values: Record<string, unknown>; file: SpooledFile | undefined; actor: AuditActor },
) {
  const values = { ...form.values };
  if (mode === "next" && (SLIDE_SETS as readonly unknown[]).includes(values.slidename))
    values.sno = await firstFreeNumber(db, values.slidename as SlideSet);
  const { slide, fields } = checkSlide(values, form.file);
  if (!slide || !form.file) throw new RefusedError(400, FIX_FIELDS, fields);
  const { startedNow, ...schedule } = await resolveTypedSchedule(db, slide);
  const saved = await saveSlide(db, storage, mode === "replace" ? "replace" : "add", {
    slide,
    schedule,
    imagePath: form.file.path,
    originalName: form.file.originalName,
    actor: form.actor,
  });
  return { slide, saved, startedNow };
}

async function firstFreeNumber(db: Kysely<Database>, slidename: SlideSet) {
  const used = await db.selectFrom("slides").select("sno").where("slidename", "=", slidename).execute();
  const free = Array.from({ length: 10 }, (_, i) => i + 1).find((n) => !used.some((row) => Number(row.sno) === n));
  if (free === undefined)
    throw new RefusedError(400, FIX_FIELDS, { sno: "This set already has 10 slides; replace or remove one." });
  return String(free);
}

function isUniqueViolation(error: unknown) {
  const text =
    String((error as { message?: string })?.message ?? "") + String((error as { code?: string })?.code ?? "");
  return /unique|23505/i.test(text);
}

/** Removes one slide and its files; false when the number is empty. */
export async function removeSlide(
  db: Kysely<Database>,
  storage: MediaStorage,
  slidename: SlideSet,
  sno: number,
  actor: AuditActor,
) {
  const removed = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("slides")
      .select(["id", "media_key", "alt"])
      .where("slidename", "=", slidename)
      .where("sno", "=", sno)
      .executeTakeFirst();
    if (!row) return undefined;
    await trx.deleteFrom("slides").where("id", "=", row.id).execute();
    await recordAudit(trx, actor, {
      action: "delete",
      entity: "slide",
      entityKey: `${slidename}/${sno}`,
      before: { media_key: row.media_key, alt: row.alt },
      after: null,
    });
    return row;
  });
  if (!removed) return false;
  await deleteMedia(db, storage, removed.media_key);
  return true;
}

/**
 * Renumbers a set 1..n in the given order of its current numbers; every current number must appear
 * exactly once. Numbers go negative first so the (set, number) uniqueness holds at every step.
 */
export async function reorderSlides(db: Kysely<Database>, slidename: SlideSet, order: number[], actor: AuditActor) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("slides").select(["id", "sno"]).where("slidename", "=", slidename).execute();
    const current = rows.map((row) => Number(row.sno)).sort((a, b) => a - b);
    const wanted = [...order].sort((a, b) => a - b);
    if (current.length !== wanted.length || current.some((sno, i) => sno !== wanted[i])) return false;
    const idOf = new Map(rows.map((row) => [Number(row.sno), row.id]));
    for (const [index, sno] of order.entries()) {
      await trx
        .updateTable("slides")
        .set({ sno: -(index + 1) })
        .where("id", "=", idOf.get(sno)!)
        .execute();
    }
    await trx
      .updateTable("slides")
      .set((eb) => ({ sno: eb.neg(eb.ref("sno")), updated_at: nowIso() }))
      .where("slidename", "=", slidename)
      .execute();
    await recordAudit(trx, actor, {
      action: "reorder",
      entity: "slide",
      entityKey: slidename,
      before: { order: current.join(",") },
      after: { order: order.join(",") },
    });
    return true;
  });
}

/** Scheduled publishing's look at the slides: how many came due or expired in (since, now]. */
export const slidesScheduleWatch: ScheduleWatch = async (db, since, now) =>
  (await db.selectFrom("slides").select("id").where(crossedBetween(since, now)).execute()).length;
