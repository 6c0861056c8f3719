import { Feed } from "feed";
import { paragraphsOf } from "~/kernel/slug";
import type { PictureSource } from "~/kernel/media/variants";
import { pathInLanguage } from "~/kernel/i18n/languages";
import type { NewsPost } from "./post-schema";

/**
 * RSS readers show an item's description as HTML: a post's summary is plain text, so its markup characters are
 * escaped and "<b>" stays words (issue 32).
 */
export const asHtmlText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * RSS 2.0 of the latest 20 published posts; in another language (/hi/news.xml) the posts' translated words, linked
 * to their pages in that language.
 */
export function newsFeed(options: {
  posts: NewsPost[];
  covers: Record<string, PictureSource>;
  origin: string;
  schoolName: string;
  language?: string;
}): string {
  const language = options.language ?? "en";
  const local = (path: string) => `${options.origin}${pathInLanguage(language, path)}`;
  const feed = new Feed({
    title: `${options.schoolName}: news`,
    description: `News from ${options.schoolName}`,
    id: local("/News"),
    link: local("/News"),
    language,
    feedLinks: { rss: local("/news.xml") },
    updated: options.posts[0] ? new Date(options.posts[0].updatedAt) : new Date(0),
    copyright: options.schoolName,
    generator: false,
  });
  for (const post of options.posts) {
    const link = local(`/News/${post.slug}`);
    const cover = post.coverKey ? options.covers[post.coverKey] : undefined;
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(`${post.postDate}T00:00:00Z`),
      description: asHtmlText(post.summary || paragraphsOf(post.body)[0] || ""),
      ...(cover ? { image: { url: `${options.origin}${cover.src}`, type: "image/jpeg" } } : {}),
    });
  }
  return feed.rss2();
}
