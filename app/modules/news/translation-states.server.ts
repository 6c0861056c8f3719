import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import type { SiteSettings } from "~/kernel/settings/schema";
import { parseTranslations } from "~/kernel/i18n/content";
import { statesOf, type TranslatedThing } from "~/kernel/i18n/translation-age";
import { POST_TRANSLATED } from "./post-schema";
import { TICKER_TRANSLATED } from "./ticker/schema";
import { getNews } from "./ticker/news.server";

/** Every post out of the trash, newest first, with its translations' states in `codes` (docs/decisions/145). */
export async function postTranslationStates(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<TranslatedThing[]> {
  const rows = await db
    .selectFrom("news_posts")
    .select(["id", "title", "summary", "body", "published", "translations"])
    .where("deleted_at", "is", null)
    .orderBy("post_date", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    title: row.title,
    href: `/welcome/news/posts/${row.id}`,
    ...(row.published ? {} : { note: "draft" }),
    states: statesOf(parseTranslations(row.translations), codes, row, POST_TRANSLATED),
  }));
}

/** The ticker's two lines as one thing. */
export async function tickerTranslationState(
  db: Kysely<Database>,
  settings: SiteSettings,
  codes: readonly string[],
): Promise<TranslatedThing> {
  const news = await getNews(db, settings);
  return {
    title: "The news ticker's two lines",
    href: "/welcome/news",
    states: statesOf(news.translations, codes, news, TICKER_TRANSLATED),
  };
}
