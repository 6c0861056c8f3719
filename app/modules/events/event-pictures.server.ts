import type { PictureHolder, PictureOrigin } from "~/modules/pictures/index.server";

/** The events that show a stored picture, in the trash or not; a picture uploaded with an event came from it. */
export const eventPictures: PictureHolder = {
  async usesOf(db, key) {
    const events = await db
      .selectFrom("events")
      .select(["id", "slug", "title", "deleted_at"])
      .where("picture_key", "=", key)
      .orderBy("id")
      .execute();
    return events.map((event) => ({
      label: `Event "${event.title}"${event.deleted_at ? " (in the trash)" : ""}`,
      href: `/welcome/events/${event.id}`,
      ...(event.deleted_at ? {} : { publicHref: `/Events/${event.slug}` }),
    }));
  },
  async originsOf(db, keys) {
    const events = await db
      .selectFrom("events")
      .select(["picture_key", "title"])
      .where("picture_key", "in", keys)
      .execute();
    const origins = new Map<string, PictureOrigin>();
    for (const event of events)
      origins.set(event.picture_key!, {
        source: { kind: "event", label: `Event: ${event.title}` },
        alt: "",
        caption: "",
      });
    return origins;
  },
};
