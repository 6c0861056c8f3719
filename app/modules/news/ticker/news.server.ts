import type { Kysely } from "kysely";
import type { Database } from "../../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { fillTokens } from "~/kernel/settings/tokens";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import type { SiteSettings } from "~/kernel/settings/schema";
import { DEFAULT_NEWS, sampleTicker } from "./defaults";
import type { News } from "./schema";

export async function getNews(db: Kysely<Database>, settings: SiteSettings): Promise<News> {
  const row = await db.selectFrom("news").select(["jobOpenings", "latestEvent"]).where("id", "=", 1).executeTakeFirst();
  // A stored text may hold tokens too (the sample ticker's {email}).
  if (row)
    return { jobOpenings: fillTokens(row.jobOpenings, settings), latestEvent: fillTokens(row.latestEvent, settings) };
  return {
    jobOpenings: fillTokens(DEFAULT_NEWS.jobOpenings, settings),
    latestEvent: fillTokens(DEFAULT_NEWS.latestEvent, settings),
  };
}

/** A new install's ticker, dated from its day of install; a stored ticker is left alone. */
export async function seedSampleTicker(db: Kysely<Database>, today = new Date()) {
  const row = await db.selectFrom("news").select("id").where("id", "=", 1).executeTakeFirst();
  if (!row) await saveNews(db, sampleTicker(today));
}

/** Replaces both ticker texts, with an audit entry in the same transaction. */
export async function updateNews(db: Kysely<Database>, settings: SiteSettings, news: News, actor: AuditActor) {
  const before = await getNews(db, settings);
  await db.transaction().execute(async (trx) => {
    await saveNews(trx, news);
    await recordAudit(trx, actor, { action: "update", entity: "news", entityKey: 1, before, after: news });
  });
  return news;
}

export async function saveNews(db: Kysely<Database>, news: News) {
  const values = { id: 1, jobOpenings: news.jobOpenings, latestEvent: news.latestEvent, updated_at: nowIso() };
  await db
    .insertInto("news")
    .values(values)
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({
        jobOpenings: values.jobOpenings,
        latestEvent: values.latestEvent,
        updated_at: values.updated_at,
      }),
    )
    .execute();
}
