import { db } from "~/kernel/database/connection";
import { deepFreeze, heldUntilChanged } from "~/kernel/database/held-until-changed";
import { mediaStorage } from "~/kernel/storage";

/** The newest video in the media gallery (the home page's looping card), or null before one is uploaded. */
export function latestGalleryVideo(): Promise<Readonly<{ url: string; title: string }> | null> {
  // The home page asks on every view; the answer moves only with the gallery (decision 146).
  const database = db();
  return heldUntilChanged(database, "latest-gallery-video", async () => deepFreeze(await readLatestVideo(database)));
}

async function readLatestVideo(database: ReturnType<typeof db>): Promise<{ url: string; title: string } | null> {
  const row = await database
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
