import { db } from "~/kernel/database/connection";
import { readPage } from "~/kernel/pagination";
import { mediaStorage } from "~/kernel/storage";
import type { AuditActor } from "~/kernel/audit.server";
import type { SpooledFile } from "~/kernel/media/multipart.server";
import { isShowing, nextScheduleChange, scheduleLabel, scheduleValues } from "~/kernel/schedule";
import { deepFreeze, heldUntilChangedOrDue } from "~/kernel/database/held-until-changed";
import { getSiteSettings } from "~/modules/site/index.server";
import { saveNewsPost, trashNewsPost } from "./commands.server";
import { newsFeed } from "./news-feed.server";
import {
  countPublishedPosts,
  findPost,
  findPostBySlug,
  listPostsForOffice,
  pinnedPostsStillToShow,
  listPublishedPosts,
  postCovers,
  postYears,
  publishedPostSchedules,
} from "./queries.server";
import { newsArchiveQuerySchema, POST_TRANSLATED, type NewsPost, type NewsPostInput } from "./post-schema";
import { localize, parseTranslations } from "~/kernel/i18n/content";
import { DEFAULT_LANGUAGE, languageSwitchedOn } from "~/kernel/i18n/languages";

/** A post's words in `language` (English where the office has not translated one); `translations` stay home. */
export function postInLanguage({ translations, ...post }: NewsPost, language: string) {
  return localize(post, translations, language, POST_TRANSLATED);
}

// Page loaders on the app's own database and media store.

/**
 * The newest pinned published post, which the news ticker links to. Held until the posts change or a pinned one
 * comes due or stops showing (decision 148).
 */
export function loadPinnedPost(language = DEFAULT_LANGUAGE) {
  const database = db();
  return heldUntilChangedOrDue(database, `pinned-post:${language}`, async (at) => {
    const candidates = await pinnedPostsStillToShow(database, at);
    const post = candidates.find((candidate) => isShowing(candidate, at));
    return {
      value: post && deepFreeze(pinnedPostLink(post, language)),
      changesAt: nextScheduleChange(candidates, at),
    };
  });
}

function pinnedPostLink(post: { title: string; slug: string; translations: string }, language: string) {
  const { title, englishFields } = localize({ title: post.title }, parseTranslations(post.translations), language, [
    "title",
  ]);
  const lang = englishFields?.length ? "en" : language === DEFAULT_LANGUAGE ? undefined : language;
  return { label: title, href: `/News/${post.slug}`, ...(lang ? { lang } : {}) };
}

/** Every published post's address and last change, for the sitemap. */
export async function loadPostAddresses() {
  const posts = await listPublishedPosts(db());
  return posts.map((post) => ({ path: `/News/${post.slug}`, updatedAt: post.updatedAt }));
}

/**
 * `load()`'s answer on the published posts, held until the posts (or anything else in the database) change or one
 * comes due or stops showing (decision 148).
 */
function heldOnPublishedPosts<T>(key: string, load: () => Promise<T>): Promise<T> {
  const database = db();
  return heldUntilChangedOrDue(database, key, async (at) => {
    const [value, schedules] = await Promise.all([load(), publishedPostSchedules(database, at)]);
    return { value: deepFreeze(value), changesAt: nextScheduleChange(schedules, at) };
  });
}

/**
 * /News: one page (10 posts) of one year or of all years; the first page of all years (the one nearly every visitor
 * sees) held, a year or a later page read each time.
 */
export async function loadNewsArchive(search: URLSearchParams, language = DEFAULT_LANGUAGE) {
  const query = newsArchiveQuerySchema.parse(Object.fromEntries(search));
  if (query.year || query.page !== 1) return readNewsArchive(query, language);
  return heldOnPublishedPosts(`news-archive:${language}`, () => readNewsArchive(query, language));
}

async function readNewsArchive(query: ReturnType<typeof newsArchiveQuerySchema.parse>, language: string) {
  const database = db();
  const [found, years] = await Promise.all([
    readPage(query, {
      total: () => countPublishedPosts(database, query.year),
      rows: ({ offset, limit }) => listPublishedPosts(database, { year: query.year, limit, offset }),
    }),
    postYears(database),
  ]);
  const { rows: posts, page, pageCount: pages, total } = found;
  const covers = await postCovers(database, mediaStorage(), posts);
  return {
    posts: posts.map((post) => {
      const { body: _body, ...shown } = postInLanguage(post, language);
      return shown;
    }),
    covers,
    years,
    year: query.year,
    page,
    pages,
    total,
  };
}

export async function loadNewsPost(slug: string, language = DEFAULT_LANGUAGE) {
  const database = db();
  const post = await findPostBySlug(database, slug);
  if (!post) return undefined;
  const covers = await postCovers(database, mediaStorage(), [post]);
  return { post: postInLanguage(post, language), cover: post.coverKey ? covers[post.coverKey] : undefined };
}

/** The home page's newest posts, pinned first; held as the news archive's first page is. */
export function loadLatestPosts(count = 3, language = DEFAULT_LANGUAGE) {
  return heldOnPublishedPosts(`latest-posts:${count}:${language}`, async () => {
    const database = db();
    const posts = await listPublishedPosts(database, { limit: count, pinnedFirst: true });
    const covers = await postCovers(database, mediaStorage(), posts);
    return posts.map((post) => {
      const { body: _body, ...shown } = postInLanguage(post, language);
      return { ...shown, cover: post.coverKey ? covers[post.coverKey] : undefined };
    });
  });
}

/** /news.xml, and /hi/news.xml… with the posts' words in that language (English where not translated). */
export async function loadNewsFeed(origin: string, language = DEFAULT_LANGUAGE) {
  const database = db();
  const [settings, posts] = await Promise.all([getSiteSettings(database), listPublishedPosts(database, { limit: 20 })]);
  if (!languageSwitchedOn(settings.languages, language)) return undefined;
  const covers = await postCovers(database, mediaStorage(), posts);
  return newsFeed({
    posts: posts.map((post) => ({ ...postInLanguage(post, language), translations: {} })),
    covers,
    origin,
    schoolName: settings.schoolName,
    language,
  });
}

/** The dashboard's list, each post with its schedule in words ("Scheduled for 1 Dec 09:00"). */
export async function loadPostsForOffice(trash: boolean) {
  const database = db();
  const [posts, settings] = await Promise.all([listPostsForOffice(database, { trash }), getSiteSettings(database)]);
  return posts.map((post) => ({
    ...post,
    scheduleNote: scheduleLabel(post, settings.timeZone),
    showingNow: isShowing(post),
  }));
}

export async function loadPostForOffice(id: number) {
  const database = db();
  const post = Number.isSafeInteger(id) ? await findPost(database, id) : undefined;
  if (!post) return undefined;
  const covers = await postCovers(database, mediaStorage(), [post]);
  const cover = post.coverKey ? covers[post.coverKey] : undefined;
  const { timeZone } = await getSiteSettings(database);
  return { post, coverUrl: cover?.thumb ?? cover?.src, schedule: scheduleValues(post, timeZone) };
}

export function saveNewsPostFromDashboard(
  id: number | undefined,
  input: NewsPostInput,
  actor: AuditActor,
  options: { cover?: SpooledFile; removeCover?: boolean },
) {
  return saveNewsPost(db(), mediaStorage(), id, input, actor, options);
}

export function trashNewsPostFromDashboard(id: number, actor: AuditActor, restore: boolean) {
  return trashNewsPost(db(), id, actor, restore);
}
