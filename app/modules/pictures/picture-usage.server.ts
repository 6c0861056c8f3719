import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";

/** One place a picture is used, with the dashboard address where it can be changed. */
export type PictureUse = { label: string; href: string; publicHref?: string };

type Db = Kysely<Database> | Transaction<Database>;

/** The folder every file made from one stored picture shares ("pictures/2026-11-23/3f9a0c1b2d4e"). */
export const mediaFolder = (key: string) => key.replace(/\/[^/]*$/, "");

/**
 * Every place that shows the picture stored under `key`: page blocks (published and draft) and social images
 * whose address points into its folder, gallery entries, slides, events and news posts. Earlier published
 * versions of a page are not counted (restoring one is a new draft, which the office checks before publishing).
 */
export async function findPictureUses(db: Db, key: string): Promise<PictureUse[]> {
  // Keys are made by the server from [a-z0-9/_-] and a random part: "%" never occurs, "_" only widens the match.
  const inFolder = `%${mediaFolder(key)}/%`;
  const [pages, gallery, slides, events, posts] = await Promise.all([
    db
      .selectFrom("pages")
      .select(["path", "blocks", "draft", "social_image", "trashed_at"])
      .where((eb) =>
        eb.or([eb("blocks", "like", inFolder), eb("draft", "like", inFolder), eb("social_image", "like", inFolder)]),
      )
      .orderBy("path_key")
      .execute(),
    db
      .selectFrom("gallery_items")
      .select(["id", "eventname", "screenname"])
      .where("media_key", "=", key)
      .orderBy("id")
      .execute(),
    db.selectFrom("slides").select(["slidename", "sno"]).where("media_key", "=", key).orderBy("sno").execute(),
    db
      .selectFrom("events")
      .select(["id", "slug", "title", "deleted_at"])
      .where("picture_key", "=", key)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("news_posts")
      .select(["id", "slug", "title", "deleted_at"])
      .where("cover_key", "=", key)
      .orderBy("id")
      .execute(),
  ]);
  const folder = `${mediaFolder(key)}/`;
  const uses: PictureUse[] = [];
  for (const page of pages) {
    const where = [
      page.blocks.includes(folder) || page.social_image?.includes(folder) ? "the published page" : "",
      page.draft?.includes(folder) ? "its unpublished draft" : "",
    ].filter(Boolean);
    uses.push({
      label: `Page ${page.path} (${where.join(" and ") || "the page"})${page.trashed_at ? " in the trash" : ""}`,
      href: page.trashed_at ? "/welcome/pages?trash=1" : `/welcome/pages/${page.path.replace(/^\//, "")}`,
      ...(page.trashed_at ? {} : { publicHref: page.path }),
    });
  }
  for (const item of gallery)
    uses.push({
      label: `Gallery entry "${item.eventname}" (${item.screenname})`,
      href: `/welcome/gallery?edit=${item.id}`,
    });
  for (const slide of slides)
    uses.push({ label: `Slideshow "${slide.slidename}", slide ${slide.sno}`, href: "/welcome/slides" });
  for (const event of events)
    uses.push({
      label: `Event "${event.title}"${event.deleted_at ? " (in the trash)" : ""}`,
      href: `/welcome/events/${event.id}`,
      ...(event.deleted_at ? {} : { publicHref: `/Events/${event.slug}` }),
    });
  for (const post of posts)
    uses.push({
      label: `News post "${post.title}"${post.deleted_at ? " (in the trash)" : ""}`,
      href: `/welcome/news/posts/${post.id}`,
      ...(post.deleted_at ? {} : { publicHref: `/News/${post.slug}` }),
    });
  return uses;
}
