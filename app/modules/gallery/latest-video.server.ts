import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";

/** The newest video in the media gallery (the home page's looping card), or null before one is uploaded. */
export async function latestGalleryVideo(): Promise<{ url: string; title: string } | null> {
  const row = await db()
    .selectFrom("gallery_items")
    .select(["media_key", "videoname", "eventname"])
    .where("imageorvideo", "=", "Video")
    .where("media_key", "is not", null)
    .orderBy("eventdate", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row?.media_key) return null;
  return { url: mediaStorage().publicUrl(row.media_key), title: row.videoname || row.eventname };
}
