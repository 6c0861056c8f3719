import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import type { MediaStorage } from "../../../storage/storage";
import { pictureFromMedia } from "../media/picture.server";
import type { PictureSource } from "../media/variants";

/** The pictures of one slide set (a carousel), in slide-number order. */
export async function getSlideSet(db: Kysely<Database>, storage: MediaStorage, slidename: string): Promise<PictureSource[]> {
  const rows = await db
    .selectFrom("slides")
    .innerJoin("media", "media.key", "slides.media_key")
    .select(["slides.sno", "slides.alt", "media.key", "media.width", "media.height", "media.variants"])
    .where("slides.slidename", "=", slidename)
    .orderBy("slides.sno")
    .execute();
  return rows.map((row) => pictureFromMedia(storage, row, row.alt ?? ""));
}
