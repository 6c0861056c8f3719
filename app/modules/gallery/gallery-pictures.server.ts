import type { PictureHolder, PictureOrigin } from "~/modules/pictures/index.server";

/** The gallery entries that show a stored picture; their names and description describe it until the library does. */
export const galleryPictures: PictureHolder = {
  async usesOf(db, key) {
    const items = await db
      .selectFrom("gallery_items")
      .select(["id", "eventname", "screenname"])
      .where("media_key", "=", key)
      .orderBy("id")
      .execute();
    return items.map((item) => ({
      label: `Gallery entry "${item.eventname}" (${item.screenname})`,
      href: `/welcome/gallery?edit=${item.id}`,
    }));
  },
  async originsOf(db, keys) {
    const items = await db
      .selectFrom("gallery_items")
      .select(["media_key", "imagename", "eventname", "eventdesc"])
      .where("media_key", "in", keys)
      .execute();
    const origins = new Map<string, PictureOrigin>();
    for (const item of items)
      origins.set(item.media_key!, {
        source: { kind: "gallery", label: `Gallery: ${item.eventname}` },
        alt: item.imagename || item.eventname,
        caption: item.eventdesc ?? "",
      });
    return origins;
  },
  matchesWord: (eb, { key, pattern, like }) =>
    eb.exists(
      eb
        .selectFrom("gallery_items")
        .select("gallery_items.id")
        .where("gallery_items.media_key", "=", key)
        .where((inner) =>
          inner.or([
            inner("gallery_items.eventname", like, pattern),
            inner("gallery_items.imagename", like, pattern),
            inner("gallery_items.eventdesc", like, pattern),
            inner("gallery_items.screenname", like, pattern),
          ]),
        ),
    ),
};
