import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/harness/databases";
import { diskStorage } from "~/kernel/storage/disk-storage";
import { SAMPLE_GALLERY, seedSampleGallery } from "./sample-gallery.server";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => database?.close());

describe("sample gallery", () => {
  it("seeds four pictures in each of the five gallery categories, each WebP and AVIF under 40 KB", async () => {
    const storage = diskStorage(`${database.scratch.directory}/media`);
    await seedSampleGallery(database.db, storage);
    const rows = await database.db
      .selectFrom("gallery_items")
      .innerJoin("media", "media.key", "gallery_items.media_key")
      .select(["gallery_items.screenname", "media.variants"])
      .execute();
    const categories = new Set(rows.map((row) => row.screenname));
    expect([...categories].sort()).toEqual(SAMPLE_GALLERY.map((group) => group.screenname).sort());
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      const variants = JSON.parse(row.variants) as { sizes: { avif: string; webp: string }[] };
      for (const size of variants.sizes) {
        for (const key of [size.avif, size.webp]) {
          const file = await storage.head(key);
          expect(file?.size ?? Infinity, key).toBeLessThan(40 * 1024);
        }
      }
    }
    await seedSampleGallery(database.db, storage);
    const again = await database.db.selectFrom("gallery_items").select("id").execute();
    expect(again).toHaveLength(20);
  }, 120_000);
});
