import type { Kysely } from "kysely";
import type { Database } from "../../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { fillTokens } from "~/kernel/settings/tokens";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import type { SiteSettings } from "~/kernel/settings/schema";
import { isShowing, resolveSchedule, type Schedule } from "~/kernel/schedule";
import { crossedBetween, type ScheduleWatch } from "~/kernel/schedule.server";
import { DEFAULT_NEWS, sampleTicker } from "./defaults";
import type { News, StoredNews } from "./schema";

/** The two ticker lines with their schedule, as the office edits them. */
export async function getNews(db: Kysely<Database>, settings: SiteSettings): Promise<StoredNews> {
  const row = await db
    .selectFrom("news")
    .select(["jobOpenings", "latestEvent", "show_from", "show_until"])
    .where("id", "=", 1)
    .executeTakeFirst();
  if (row)
    // A stored text may hold tokens too (the sample ticker's {email}).
    return {
      jobOpenings: fillTokens(row.jobOpenings, settings),
      latestEvent: fillTokens(row.latestEvent, settings),
      showFrom: row.show_from,
      showUntil: row.show_until,
    };
  return {
    jobOpenings: fillTokens(DEFAULT_NEWS.jobOpenings, settings),
    latestEvent: fillTokens(DEFAULT_NEWS.latestEvent, settings),
    showFrom: null,
    showUntil: null,
  };
}

/** The two lines the public sees now: none outside their schedule. */
export async function getPublicNews(db: Kysely<Database>, settings: SiteSettings) {
  const news = await getNews(db, settings);
  return isShowing(news) ? { jobOpenings: news.jobOpenings, latestEvent: news.latestEvent } : undefined;
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
  const after: StoredNews = { jobOpenings: news.jobOpenings, latestEvent: news.latestEvent, ...schedule };
  await db.transaction().execute(async (trx) => {
    await saveNews(trx, after);
    await recordAudit(trx, actor, { action: "update", entity: "news", entityKey: 1, before, after });
  });
  return { ...after, startedNow };
}

export async function saveNews(db: Kysely<Database>, news: Omit<StoredNews, keyof Schedule> & Partial<Schedule>) {
  const values = {
    id: 1,
    jobOpenings: news.jobOpenings,
    latestEvent: news.latestEvent,
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
