import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/harness/databases";
import * as schoolFactsTokens from "./migrations/2026-11-27-050-school-facts-tokens";

let harness: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  harness = await openTestDatabase({ sampleContent: true });
});
afterAll(async () => {
  await harness?.close();
});

const OLD_FAQ_ANSWER =
  "{school} is an English-medium school following the SSC and CBSE syllabi. Classes run from Nursery to VIII now, and the school is growing year by year to class XII.";
const NEW_FAQ_ANSWER =
  "{school} is an English-medium school following the {boards} syllabi. Classes run from {classes}.";
const OLD_GLANCE_LEAD = "An English-medium day and residential school from Nursery to class 10.";
const OFFICE_GLANCE_DESCRIPTION = "Our campus at a glance, in the office's own words: Nursery to class 10.";

const page = (pathKey: string) =>
  harness.db.selectFrom("pages").selectAll().where("path_key", "=", pathKey).executeTakeFirstOrThrow();

describe(`migration 050: seeded facts become tokens (${process.env.TEST_DB_ENGINE})`, () => {
  it("rewrites the words still as seeded, and leaves what the office changed", async () => {
    const db = harness.db;
    // A site seeded before the facts were settings: the FAQ's old answer, At a Glance's old lead, and a
    // description the office has rewritten.
    const faq = await page("faq");
    expect(faq.blocks).toContain(JSON.stringify(NEW_FAQ_ANSWER));
    await db
      .updateTable("pages")
      .set({ blocks: faq.blocks.replace(JSON.stringify(NEW_FAQ_ANSWER), JSON.stringify(OLD_FAQ_ANSWER)) })
      .where("id", "=", faq.id)
      .execute();
    const glance = await page("atglance");
    await db
      .updateTable("pages")
      .set({ lead: OLD_GLANCE_LEAD, description: OFFICE_GLANCE_DESCRIPTION })
      .where("id", "=", glance.id)
      .execute();

    await schoolFactsTokens.up(db as never);

    const faqAfter = await page("faq");
    expect(faqAfter.blocks).toContain(JSON.stringify(NEW_FAQ_ANSWER));
    expect(faqAfter.blocks).not.toContain("VIII");
    expect(faqAfter.version).toBe(faq.version + 1);
    const revision = await db
      .selectFrom("page_revisions")
      .select(["summary", "blocks"])
      .where("page_id", "=", faq.id)
      .where("version", "=", faqAfter.version)
      .executeTakeFirstOrThrow();
    expect(revision).toEqual({ summary: "The school's facts from the site settings", blocks: faqAfter.blocks });

    const glanceAfter = await page("atglance");
    expect(glanceAfter.lead).toBe("An English-medium day and residential school from {classes}, founded in {founded}.");
    expect(glanceAfter.description).toBe(OFFICE_GLANCE_DESCRIPTION);

    // Run again: nothing is left to change, so no page gets a new version.
    const versions = await db.selectFrom("pages").select(["id", "version"]).orderBy("id").execute();
    await schoolFactsTokens.up(db as never);
    expect(await db.selectFrom("pages").select(["id", "version"]).orderBy("id").execute()).toEqual(versions);
  });
});
