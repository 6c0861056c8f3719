import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/harness/databases";
import { nowIso } from "~/kernel/database/dialect";
import { seedSampleContent } from "../server/prepare-database";
import * as documentsLibrary from "./migrations/2026-11-23-036-documents-library";

let harness: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  harness = await openTestDatabase({ sampleContent: true });
});
afterAll(async () => {
  await harness?.close();
});

describe(`migrations and seed (${process.env.TEST_DB_ENGINE})`, () => {
  it("creates a table for every entity", async () => {
    const tables = (await harness.db.introspection.getTables()).map((t) => t.name);
    for (const name of [
      "site_settings",
      "news",
      "visitor_count",
      "contact_requests",
      "enquiries",
      "donation_pledges",
      "committee_members",
      "students",
      "faculty",
      "alumni",
      "media",
      "gallery_items",
      "slides",
      "admin_users",
      "sessions",
      "login_attempts",
      "audit_log",
      "pages",
      "page_revisions",
    ]) {
      expect(tables).toContain(name);
    }
  });

  it("moves the Downloads links typed into settings into the documents library", async () => {
    const db = harness.db;
    await documentsLibrary.down(db as never);
    await db
      .insertInto("site_settings")
      .values({ key: "document.brochure", value: "https://media.example.org/brochure-2026.pdf", updated_at: nowIso() })
      .execute();
    await documentsLibrary.up(db as never);
    const rows = await db.selectFrom("documents").selectAll().orderBy("downloads_order").execute();
    expect(rows).toHaveLength(15);
    expect(rows.find((row) => row.seed_key === "brochure")).toMatchObject({
      title: "Brochure",
      link_url: "https://media.example.org/brochure-2026.pdf",
      brochure_order: 1,
      file_key: null,
    });
    expect(rows.find((row) => row.seed_key === "about")?.link_url).toBe("/documents/about.pdf");
    expect(new Set(rows.map((row) => row.brochure_order)).size).toBe(15);
    const left = await db.selectFrom("site_settings").select("key").where("key", "like", "document.%").execute();
    expect(left).toEqual([]);
  });

  it("seeds sample content once, and seeding again changes nothing", async () => {
    const count = async () =>
      (
        await harness.db
          .selectFrom("committee_members")
          .select(harness.db.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    expect(before).toBeGreaterThan(0);
    await seedSampleContent(harness.db);
    expect(Number(await count())).toBe(before);
  });

  it("keeps the spec's keys unique", async () => {
    const now = nowIso();
    const student = {
      stdadmid: "DUP-1",
      stdaadhar: "111122223333",
      stdname: "A",
      studentclass: "5",
      section: "A",
      contactnum: "9000000000",
      emailid: "a@example.org",
      address: "x",
      gender: "male" as const,
      admissionyear: "2024",
      created_at: now,
      updated_at: now,
    };
    await harness.db.insertInto("students").values(student).execute();
    await expect(harness.db.insertInto("students").values(student).execute()).rejects.toThrow();
    await expect(
      harness.db
        .insertInto("committee_members")
        .values({ sno: 1, designation: "x", name: "y", address: "z", created_at: now, updated_at: now })
        .execute(),
    ).rejects.toThrow();
  });

  it("rolls a failed transaction back completely", async () => {
    const now = nowIso();
    // The sample content has its ticker row (id 1); the transaction writes a second one twice.
    const before = await harness.db.selectFrom("news").selectAll().execute();
    await expect(
      harness.db.transaction().execute(async (trx) => {
        await trx.insertInto("news").values({ id: 2, jobOpenings: "a", latestEvent: "b", updated_at: now }).execute();
        await trx.insertInto("news").values({ id: 2, jobOpenings: "c", latestEvent: "d", updated_at: now }).execute();
      }),
    ).rejects.toThrow();
    const rows = await harness.db.selectFrom("news").selectAll().execute();
    expect(rows).toEqual(before);
    expect(rows.some((row) => row.id === 2)).toBe(false);
  });
});
