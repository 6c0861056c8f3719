import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/harness/databases";
import { diskStorage } from "~/kernel/storage/disk-storage";
import { getSlideSet } from "./slides.server";
import { SLIDE_SETS } from "./schema";
import { PLACEHOLDER_SLOTS, seedPlaceholderSlides } from "./placeholder-slides.server";

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => database?.close());

describe("placeholder slides", () => {
  it("fills every slide set with its spec count of illustrated pictures in three formats, and leaves filled sets alone", async () => {
    const storage = diskStorage(`${database.scratch.directory}/media`);
    await seedPlaceholderSlides(database.db, storage);
    for (const set of SLIDE_SETS) {
      const pictures = await getSlideSet(database.db, storage, set);
      expect(pictures).toHaveLength(PLACEHOLDER_SLOTS[set].count);
      expect(pictures[0].alt).toMatch(/^[A-Z].{10,}/);
      expect(pictures[0].alt).not.toMatch(/Picture \d+ of/);
      expect(pictures[0].avifSrcSet).toMatch(/480w, .+ 960w$/);
      expect(pictures[0].width).toBe(960);
    }
    expect(PLACEHOLDER_SLOTS.HomeScreenMainSlides.count).toBe(8);
    expect(PLACEHOLDER_SLOTS.HomeScreenPopUpSlides.count).toBe(5);
    const before = await database.db
      .selectFrom("slides")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const started = Date.now();
    await seedPlaceholderSlides(database.db, storage);
    const after = await database.db
      .selectFrom("slides")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(Date.now() - started).toBeLessThan(2000);
  }, 120_000);
});
