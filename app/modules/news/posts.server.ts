import { Feed } from "feed";
import { sql, type Kysely, type Transaction } from "kysely";
import { db as appDb } from "~/kernel/database/connection";
import { nowIso } from "~/kernel/database/dialect";
import { mediaStorage } from "~/kernel/storage";
import type { MediaStorage } from "~/kernel/storage/storage";
import type { Database, NewsPostRow } from "../../../db/schema";
import { paragraphsOf, slugify } from "~/kernel/slug";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { deleteMedia, storeImage } from "~/kernel/media/media.server";
import { pictureFromMedia } from "~/modules/pictures/index.server";
import type { SpooledFile } from "~/kernel/media/multipart.server";
import type { PictureSource } from "~/kernel/media/variants";
import { getSiteSettings } from "~/modules/site/index.server";
import { replaceSearchKind, searchText, syncSearchEntry, type SearchEntry } from "~/modules/search/index.server";
import { NEWS_PAGE_SIZE, newsArchiveQuerySchema, type NewsPost, type NewsPostInput } from "./post-schema";

type Db = Kysely<Database> | Transaction<Database>;

export type NewsPostSaveResult = { ok: true; post: NewsPost } | { ok: false; fields: Record<string, string> };

export const SLUG_TAKEN = "This address is already used by another post";
export const COVER_NOT_IMAGE = "The cover picture must be a JPEG, PNG, WebP, GIF or AVIF image";

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
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What the site search finds of a post: only a published one, not in the trash. */
export function postSearchEntry(post: NewsPost, trashed = false): SearchEntry | null {
  if (!post.published || trashed) return null;
  return {
    kind: "post",
    key: post.id,
    title: post.title,
    body: searchText(post.summary, post.body),
    url: `/News/${post.slug}`,
  };
}

/** Rebuilds the posts' search entries from the table (a database older than the search, or a repair). */
export async function reindexPosts(db: Kysely<Database>) {
  const rows = await published(db).selectAll().execute();
  await replaceSearchKind(
    db,
    "post",
    rows.map((row) => postSearchEntry(postFromRow(row))!),
  );
}

const published = (db: Kysely<Database>) =>
  db.selectFrom("news_posts").where("published", "=", 1).where("deleted_at", "is", null);

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
export async function postCovers(db: Kysely<Database>, storage: MediaStorage, posts: NewsPost[]) {
  const keys = [...new Set(posts.map((p) => p.coverKey).filter((k): k is string => Boolean(k)))];
  if (keys.length === 0) return {} as Record<string, PictureSource>;
  const rows = await db.selectFrom("media").selectAll().where("key", "in", keys).execute();
  const byKey: Record<string, PictureSource> = {};
  for (const row of rows) {
    const post = posts.find((p) => p.coverKey === row.key);
    byKey[row.key] = pictureFromMedia(storage, row, post ? `Cover picture of ${post.title}` : "");
  }
  return byKey;
}

async function slugTaken(db: Db, slug: string, exceptId?: number) {
  let query = db.selectFrom("news_posts").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
}

async function freeSlug(db: Db, title: string, date: string) {
  const base = slugify(title) || "news";
  const candidates = [base, `${base}-${date.slice(0, 4)}`];
  for (let n = 2; n < 1000; n++) candidates.push(`${base}-${date.slice(0, 4)}-${n}`);
  for (const candidate of candidates) if (!(await slugTaken(db, candidate))) return candidate;
  throw new Error("no free post address");
}

type StoredCover = { key: string; error?: undefined } | { key?: undefined; error: string };

async function storeCover(db: Kysely<Database>, storage: MediaStorage, file: SpooledFile | undefined) {
  if (!file) return undefined;
  if (file.type?.kind !== "image") return { error: COVER_NOT_IMAGE } as StoredCover;
  try {
    const stored = await storeImage(db, storage, file.path, { prefix: "news", originalName: file.originalName });
    return { key: stored.key } as StoredCover;
  } catch {
    return { error: COVER_NOT_IMAGE } as StoredCover;
  }
}

const rowValues = (input: NewsPostInput) => ({
  title: input.title,
  post_date: input.postDate,
  summary: input.summary,
  body: input.body,
  published: input.published ? 1 : 0,
  pinned: input.pinned ? 1 : 0,
});

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));

/** Adds (no `id`) or replaces a post; a failed save removes the cover it stored, so nothing is half-kept. */
export async function saveNewsPost(
  db: Kysely<Database>,
  storage: MediaStorage,
  id: number | undefined,
  input: NewsPostInput,
  actor: AuditActor,
  options: { cover?: SpooledFile; removeCover?: boolean } = {},
): Promise<NewsPostSaveResult | undefined> {
  const before = id === undefined ? undefined : await findPost(db, id);
  if (id !== undefined && !before) return undefined;
  if (input.slug && input.slug !== before?.slug && (await slugTaken(db, input.slug, id)))
    return { ok: false, fields: { slug: SLUG_TAKEN } };
  const stored = await storeCover(db, storage, options.cover);
  if (stored?.error) return { ok: false, fields: { cover: stored.error } };
  const coverKey = stored?.key ?? (options.removeCover ? null : (before?.coverKey ?? null));
  try {
    const post = await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const row = before
        ? await trx
            .updateTable("news_posts")
            .set({ ...rowValues(input), slug: input.slug || before.slug, cover_key: coverKey, updated_at: now })
            .where("id", "=", before.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto("news_posts")
            .values({
              ...rowValues(input),
              slug: input.slug || (await freeSlug(trx, input.title, input.postDate)),
              cover_key: coverKey,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
      const after = postFromRow(row);
      await syncSearchEntry(trx, "post", after.id, postSearchEntry(after));
      await recordAudit(trx, actor, {
        action: before ? "update" : "create",
        entity: "news_post",
        entityKey: row.id,
        before,
        after,
      });
      return after;
    });
    if (before?.coverKey && before.coverKey !== coverKey) await deleteMedia(db, storage, before.coverKey);
    return { ok: true, post };
  } catch (error) {
    if (stored?.key) await deleteMedia(db, storage, stored.key);
    if (isUniqueViolation(error)) return { ok: false, fields: { slug: SLUG_TAKEN } };
    throw error;
  }
}

export async function trashNewsPost(db: Kysely<Database>, id: number, actor: AuditActor, restore = false) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("news_posts")
      .set({ deleted_at: restore ? null : nowIso(), updated_at: nowIso() })
      .where("id", "=", id)
      .where("deleted_at", restore ? "is not" : "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    const row = await trx.selectFrom("news_posts").selectAll().where("id", "=", id).executeTakeFirst();
    if (row) await syncSearchEntry(trx, "post", id, postSearchEntry(postFromRow(row), !restore));
    await recordAudit(trx, actor, { action: restore ? "restore" : "trash", entity: "news_post", entityKey: id });
    return true;
  });
}

/** RSS 2.0 of the latest 20 published posts. */
export function newsFeed(options: {
  posts: NewsPost[];
  covers: Record<string, PictureSource>;
  origin: string;
  schoolName: string;
}): string {
  const feed = new Feed({
    title: `${options.schoolName}: news`,
    description: `News from ${options.schoolName}`,
    id: `${options.origin}/News`,
    link: `${options.origin}/News`,
    language: "en",
    feedLinks: { rss: `${options.origin}/news.xml` },
    updated: options.posts[0] ? new Date(options.posts[0].updatedAt) : new Date(0),
    copyright: options.schoolName,
    generator: false,
  });
  for (const post of options.posts) {
    const link = `${options.origin}/News/${post.slug}`;
    const cover = post.coverKey ? options.covers[post.coverKey] : undefined;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(`${post.postDate}T00:00:00Z`),
      description: post.summary || paragraphsOf(post.body)[0] || "",
      ...(cover ? { image: { url: `${options.origin}${cover.src}`, type: "image/jpeg" } } : {}),
    });
  }
  return feed.rss2();
}

/** Two sample posts for a new install. */
export async function seedSamplePosts(db: Kysely<Database>) {
  const existing = await db.selectFrom("news_posts").select("id").limit(1).execute();
  if (existing.length > 0) return;
  const now = nowIso();
  const common = { created_at: now, updated_at: now, published: 1, cover_key: null, deleted_at: null };
  await db
    .insertInto("news_posts")
    .values([
      {
        ...common,
        pinned: 1,
        slug: "foundation-stone-laid-2024",
        title: "Foundation stone laid for the school's modernisation",
        post_date: "2024-08-19",
        summary:
          "Phase 1 of the School Development Plan has begun: gates, a compound wall, roads and a new play ground.",
        body: "The foundation stone for the school's modernisation was laid on 19 August 2024 in the presence of parents, alumni and well-wishers.\n\nPhase 1 of the School Development Plan covers the arch and gates, the compound wall, internal roads, the play ground, parking and a memorial.",
      },
      {
        ...common,
        pinned: 0,
        slug: "independence-day-2024",
        title: "Independence Day on campus",
        post_date: "2024-08-15",
        summary: "Flag hoisting, a march past by the four houses and patriotic songs.",
        body: "The school celebrated Independence Day with flag hoisting, a march past by the four houses, patriotic songs and a speech by the chief guest, followed by sweets for all.",
      },
    ])
    .execute();
  await reindexPosts(db);
}

// Page loaders on the app's own database and media store.

/** The newest pinned published post, which the news ticker links to. */
export async function loadPinnedPost() {
  const [post] = await published(appDb())
    .select(["title", "slug"])
    .where("pinned", "=", 1)
    .orderBy("post_date", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .execute();
  return post ? { label: post.title, href: `/News/${post.slug}` } : undefined;
}

/** Every published post's address and last change, for the sitemap. */
export async function loadPostAddresses() {
  const posts = await listPublishedPosts(appDb());
  return posts.map((post) => ({ path: `/News/${post.slug}`, updatedAt: post.updatedAt }));
}

/** /News: one page (10 posts) of one year or of all years. */
export async function loadNewsArchive(search: URLSearchParams) {
  const query = newsArchiveQuerySchema.parse(Object.fromEntries(search));
  const database = appDb();
  const [total, years] = await Promise.all([countPublishedPosts(database, query.year), postYears(database)]);
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const posts = await listPublishedPosts(database, {
    year: query.year,
    limit: NEWS_PAGE_SIZE,
    offset: (page - 1) * NEWS_PAGE_SIZE,
  });
  const covers = await postCovers(database, mediaStorage(), posts);
  return { posts: posts.map(({ body: _body, ...post }) => post), covers, years, year: query.year, page, pages, total };
}

export async function loadNewsPost(slug: string) {
  const database = appDb();
  const post = await findPostBySlug(database, slug);
  if (!post) return undefined;
  const covers = await postCovers(database, mediaStorage(), [post]);
  return { post, cover: post.coverKey ? covers[post.coverKey] : undefined };
}

/** The home page's latest three (pinned first). */
export async function loadLatestPosts(count = 3) {
  const database = appDb();
  const posts = await listPublishedPosts(database, { limit: count, pinnedFirst: true });
  const covers = await postCovers(database, mediaStorage(), posts);
  return posts.map(({ body: _body, ...post }) => ({
    ...post,
    cover: post.coverKey ? covers[post.coverKey] : undefined,
  }));
}

export async function loadNewsFeed(origin: string) {
  const database = appDb();
  const [settings, posts] = await Promise.all([getSiteSettings(database), listPublishedPosts(database, { limit: 20 })]);
  const covers = await postCovers(database, mediaStorage(), posts);
  return newsFeed({ posts, covers, origin, schoolName: settings.schoolName });
}

export function loadPostsForOffice(trash: boolean) {
  return listPostsForOffice(appDb(), { trash });
}

export async function loadPostForOffice(id: number) {
  const database = appDb();
  const post = Number.isSafeInteger(id) ? await findPost(database, id) : undefined;
  if (!post) return undefined;
  const covers = await postCovers(database, mediaStorage(), [post]);
  const cover = post.coverKey ? covers[post.coverKey] : undefined;
  return { post, coverUrl: cover?.thumb ?? cover?.src };
}

export function saveNewsPostFromDashboard(
  id: number | undefined,
  input: NewsPostInput,
  actor: AuditActor,
  options: { cover?: SpooledFile; removeCover?: boolean },
) {
  return saveNewsPost(appDb(), mediaStorage(), id, input, actor, options);
}

export function trashNewsPostFromDashboard(id: number, actor: AuditActor, restore: boolean) {
  return trashNewsPost(appDb(), id, actor, restore);
}
