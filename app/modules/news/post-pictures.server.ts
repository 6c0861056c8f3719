import type { PictureHolder, PictureOrigin } from "~/modules/pictures/index.server";

/** The news posts whose cover is a stored picture, in the trash or not; a cover uploaded with a post came from it. */
export const postPictures: PictureHolder = {
  async usesOf(db, key) {
    const posts = await db
      .selectFrom("news_posts")
      .select(["id", "slug", "title", "deleted_at"])
      .where("cover_key", "=", key)
      .orderBy("id")
      .execute();
    return posts.map((post) => ({
      label: `News post "${post.title}"${post.deleted_at ? " (in the trash)" : ""}`,
      href: `/welcome/news/posts/${post.id}`,
      ...(post.deleted_at ? {} : { publicHref: `/News/${post.slug}` }),
    }));
  },
  async originsOf(db, keys) {
    const posts = await db
      .selectFrom("news_posts")
      .select(["cover_key", "title"])
      .where("cover_key", "in", keys)
      .execute();
    const origins = new Map<string, PictureOrigin>();
    for (const post of posts)
      origins.set(post.cover_key!, { source: { kind: "news", label: `News: ${post.title}` }, alt: "", caption: "" });
    return origins;
  },
};
