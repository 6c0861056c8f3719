import type { Kysely } from "kysely";
import type { Database } from "../../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { deepFreeze, heldUntilChanged } from "~/kernel/database/held-until-changed";
import { fillTokens } from "~/kernel/settings/tokens";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import type { SiteSettings } from "~/kernel/settings/schema";
import { isShowing, resolveSchedule, type Schedule } from "~/kernel/schedule";
import { crossedBetween, type ScheduleWatch } from "~/kernel/schedule.server";
import { DEFAULT_NEWS, sampleTicker } from "./defaults";
import { TICKER_TRANSLATED, type News, type StoredNews } from "./schema";
import {
  collectTranslations,
  localize,
  parseTranslations,
  stringifyTranslations,
  type ContentTranslations,
} from "~/kernel/i18n/content";
import { DEFAULT_LANGUAGE } from "~/kernel/i18n/languages";
import { checkedLanguages, stampTranslations } from "~/kernel/i18n/translation-age";

const filledTranslations = (translations: ContentTranslations, settings: SiteSettings): ContentTranslations =>
  Object.fromEntries(
    Object.entries(translations).map(([code, texts]) => [
      code,
      Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, fillTokens(text, settings)])),
    ]),
  );

const readNewsRow = (db: Kysely<Database>) =>
  db
    .selectFrom("news")
    .select(["jobOpenings", "latestEvent", "show_from", "show_until", "translations"])
    .where("id", "=", 1)
    .executeTakeFirst();

/** The two ticker lines with their schedule, as the office edits them. */
export async function getNews(db: Kysely<Database>, settings: SiteSettings): Promise<StoredNews> {
  return newsFromRow(await readNewsRow(db), settings);
}

function newsFromRow(row: Awaited<ReturnType<typeof readNewsRow>>, settings: SiteSettings): StoredNews {
  if (row)
    // A stored text may hold tokens too (the sample ticker's {email}).
    return {
      jobOpenings: fillTokens(row.jobOpenings, settings),
      latestEvent: fillTokens(row.latestEvent, settings),
      showFrom: row.show_from,
      showUntil: row.show_until,
      translations: filledTranslations(parseTranslations(row.translations), settings),
    };
  return {
    jobOpenings: fillTokens(DEFAULT_NEWS.jobOpenings, settings),
    latestEvent: fillTokens(DEFAULT_NEWS.latestEvent, settings),
    showFrom: null,
    showUntil: null,
    translations: {},
  };
}

/**
 * The two lines the public sees now (none outside their schedule), in `language` where the office translated
 * them; `englishFields` names the lines shown in English on another language's page.
 */
export async function getPublicNews(db: Kysely<Database>, settings: SiteSettings, language = DEFAULT_LANGUAGE) {
  // On every page: the row is held until the database changes (it does not depend on the clock; whether it shows
  // now is asked below, on each call).
  const row = await heldUntilChanged(db, "ticker-row", async () => deepFreeze(await readNewsRow(db)));
  const news = newsFromRow(row, settings);
  if (!isShowing(news)) return undefined;
  return localize(
    { jobOpenings: news.jobOpenings, latestEvent: news.latestEvent },
    news.translations,
    language,
    TICKER_TRANSLATED,
  );
}

/** A new install's ticker, dated from its day of install; a stored ticker is left alone. */
export async function seedSampleTicker(db: Kysely<Database>, today = new Date()) {
  const row = await db.selectFrom("news").select("id").where("id", "=", 1).executeTakeFirst();
  if (!row) await saveNews(db, sampleTicker(today));
}

/**
 * Replaces both ticker texts and their schedule, with an audit entry in the same transaction. `startedNow`: the
 * "publish at" had passed, so they show from now.
 */
export async function updateNews(db: Kysely<Database>, settings: SiteSettings, news: News, actor: AuditActor) {
  const before = await getNews(db, settings);
  const { startedNow, ...schedule } = resolveSchedule(news, settings.timeZone);
  const after: StoredNews = {
    jobOpenings: news.jobOpenings,
    latestEvent: news.latestEvent,
    // Each language stamped with the English it follows: an English edit alone leaves it out of date.
    translations: stampTranslations(collectTranslations(news, TICKER_TRANSLATED), news, TICKER_TRANSLATED, {
      before: { translations: before.translations, english: before },
      checked: checkedLanguages(news),
    }),
    ...schedule,
  };
  await db.transaction().execute(async (trx) => {
    await saveNews(trx, after);
    await recordAudit(trx, actor, { action: "update", entity: "news", entityKey: 1, before, after });
  });
  return { ...after, startedNow };
}

export async function saveNews(
  db: Kysely<Database>,
  news: Omit<StoredNews, keyof Schedule | "translations"> &
    Partial<Schedule> &
    Partial<Pick<StoredNews, "translations">>,
) {
  const values = {
    id: 1,
    jobOpenings: news.jobOpenings,
    latestEvent: news.latestEvent,
    translations: stringifyTranslations(news.translations ?? {}),
    show_from: news.showFrom ?? null,
    show_until: news.showUntil ?? null,
    updated_at: nowIso(),
  };
  await db
    .insertInto("news")
    .values(values)
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({
        jobOpenings: values.jobOpenings,
        latestEvent: values.latestEvent,
        translations: values.translations,
        show_from: values.show_from,
        show_until: values.show_until,
        updated_at: values.updated_at,
      }),
    )
    .execute();
}

/** Scheduled publishing's look at the ticker: whether its lines came due or expired in (since, now]. */
export const tickerScheduleWatch: ScheduleWatch = async (db, since, now) =>
  (await db.selectFrom("news").select("id").where(crossedBetween(since, now)).execute()).length;
