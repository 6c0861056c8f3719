import { sql, type Kysely } from "kysely";
import type { MediaStorage } from "~/kernel/storage/storage";
import type { Database, NewsPostRow } from "../../../db/schema";
import { searchText, type SearchEntry } from "~/modules/search/index.server";
import { crossedBetween, notEndedAt, showingAt, type ScheduleWatch } from "~/kernel/schedule.server";
import { withRowSchedule } from "~/kernel/schedule";
import { entryWhilePublished, picturesByKey } from "~/modules/publishing/index.server";
import { parseTranslations } from "~/kernel/i18n/content";
import { pathInLanguage } from "~/kernel/i18n/languages";
import type { NewsPost } from "./post-schema";

export function postFromRow(row: NewsPostRow): NewsPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    postDate: row.post_date,
    summary: row.summary,
    body: row.body,
    coverKey: row.cover_key,
    published: row.published === 1,
    pinned: row.pinned === 1,
    translations: parseTranslations(row.translations),
    showFrom: row.show_from,
    showUntil: row.show_until,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What the site search finds of a post: only a published one, not in the trash. */
export function postSearchEntry(post: NewsPost, trashed = false): SearchEntry | null {
  return entryWhilePublished(post, trashed, () => ({
    kind: "post",
    key: post.id,
    title: post.title,
    body: searchText(post.summary, post.body),
    url: `/News/${post.slug}`,
    schedule: post,
    translations: Object.entries(post.translations).map(([language, texts]) => ({
      language,
      title: texts.title ?? post.title,
      body: searchText(texts.summary ?? post.summary, texts.body ?? post.body),
      url: pathInLanguage(language, `/News/${post.slug}`),
    })),
  }));
}

/** Published, out of the trash and inside its scheduled window now. */
export const published = (db: Kysely<Database>) =>
  db.selectFrom("news_posts").where("published", "=", 1).where("deleted_at", "is", null).where(showingAt());

/**
 * The pinned published posts showing at `at` or still to come due, newest first, with their schedule: the ticker's
 * link is the first of them showing (the reader filters by the clock itself, isShowing).
 */
export async function pinnedPostsStillToShow(db: Kysely<Database>, at: Date) {
  const now = at.toISOString();
  const rows = await db
    .selectFrom("news_posts")
    .select(["title", "slug", "translations", "show_from", "show_until"])
    .where("published", "=", 1)
    .where("deleted_at", "is", null)
    .where("pinned", "=", 1)
    .where(notEndedAt(now))
    .orderBy("post_date", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(withRowSchedule);
}

/**
 * The schedules of the published posts not yet ended at `at`: with nextScheduleChange, when a list of published
 * posts can next change by the clock alone (one comes due or stops showing).
 */
export async function publishedPostSchedules(db: Kysely<Database>, at: Date) {
  const rows = await db
    .selectFrom("news_posts")
    .select(["show_from", "show_until"])
    .where("published", "=", 1)
    .where("deleted_at", "is", null)
    .where(notEndedAt(at.toISOString()))
    .where((eb) => eb.or([eb("show_from", "is not", null), eb("show_until", "is not", null)]))
    .execute();
  return rows.map(withRowSchedule);
}

/** Scheduled publishing's look at the posts: how many came due or expired in (since, now]. */
export const postsScheduleWatch: ScheduleWatch = async (db, since, now) =>
  (
    await db
      .selectFrom("news_posts")
      .select("id")
      .where("published", "=", 1)
      .where(crossedBetween(since, now))
      .execute()
  ).length;

/** Published posts, newest first (pinned ones first when asked). */
export async function listPublishedPosts(
  db: Kysely<Database>,
  options: { limit?: number; offset?: number; year?: string; pinnedFirst?: boolean } = {},
) {
  let query = published(db).selectAll();
  if (options.year)
    query = query.where("post_date", ">=", `${options.year}-01-01`).where("post_date", "<=", `${options.year}-12-31`);
  if (options.pinnedFirst) query = query.orderBy("pinned", "desc");
  query = query.orderBy("post_date", "desc").orderBy("id", "desc");
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  return (await query.execute()).map(postFromRow);
}

export async function countPublishedPosts(db: Kysely<Database>, year?: string) {
  let query = published(db).select((eb) => eb.fn.countAll().as("total"));
  if (year) query = query.where("post_date", ">=", `${year}-01-01`).where("post_date", "<=", `${year}-12-31`);
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/** The years that have published posts, latest first, for the archive's year links. */
export async function postYears(db: Kysely<Database>) {
  const rows = await published(db)
    .select(sql<string>`substr(post_date, 1, 4)`.as("year"))
    .groupBy(sql`substr(post_date, 1, 4)`)
    .orderBy(sql`substr(post_date, 1, 4)`, "desc")
    .execute();
  return rows.map((row) => row.year);
}

export async function findPostBySlug(db: Kysely<Database>, slug: string) {
  const row = await published(db).selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? postFromRow(row) : undefined;
}

export async function findPost(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom("news_posts")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return row ? postFromRow(row) : undefined;
}

export async function listPostsForOffice(db: Kysely<Database>, options: { trash?: boolean } = {}) {
  const rows = await db
    .selectFrom("news_posts")
    .selectAll()
    .where("deleted_at", options.trash ? "is not" : "is", null)
    .orderBy("post_date", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(postFromRow);
}

/** Cover pictures as <Picture> sources, by media key. */
export function postCovers(db: Kysely<Database>, storage: MediaStorage, posts: NewsPost[]) {
  return picturesByKey(
    db,
    storage,
    posts,
    (post) => post.coverKey,
    (post) => `Cover picture of ${post.title}`,
  );
}
