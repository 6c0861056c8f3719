import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { openServerDatabase, signInAs, type SignedIn } from "../../../test/harness/admin";
import { startServer, type RunningServer } from "../../../test/harness/server";
import { SEEDED_FEE_PAGE, up as putFeeTables } from "../../../db/migrations/2026-11-27-055-fee-tables";

// Fee tables (docs/decisions/108-fee-tables.md): /Feestructure shows the fees by class as an HTML table with amounts
// Indian style; a page with a fee table saves and publishes; bad cells are refused per field and nothing is stored;
// search finds the page for "fees"; migration 055 changes the page only while it holds the seeded words.

let server: RunningServer;
let editor: SignedIn;

beforeAll(async () => {
  server = await startServer();
  editor = await signInAs(server, "editor");
});
afterAll(async () => {
  await server?.stop();
});

async function api(path: string, method = "GET", body?: unknown) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { cookie: editor.cookie, origin: server.url, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}
const publicPage = async (path: string) => (await fetch(`${server.url}${path}`)).text();

type Page = { title: string; description: string; heading: string; lead?: string; blocks: unknown[]; version: number };
const draftOf = (page: Page, blocks: unknown[]) => ({
  title: page.title,
  description: page.description,
  heading: page.heading,
  lead: page.lead,
  blocks,
  version: page.version,
});
const feeTable = (cells: string[]) => ({
  type: "table",
  caption: "Hostel fees by class",
  head: ["Class", "Hostel fee (per year)", "Mess fee (per term)"],
  rows: [["Classes 6 to 8", ...cells]],
  amounts: [1, 2],
  year: "2027-28",
  from: "2027-04-01",
});

describe("fee tables", () => {
  it("publishes the seeded fees by class on /Feestructure as an accessible table, amounts Indian style", async () => {
    const html = await publicPage("/Feestructure");
    expect(html).toContain("<caption>School fees by class (sample figures)</caption>");
    expect(html).toMatch(/<th scope="col" class="num">Tuition fee \(per year\)<\/th>/);
    expect(html).toMatch(
      /<th scope="row">Classes 9 and 10<\/th><td class="num" data-label="Admission fee \(one-time\)">₹15,000<\/td><td class="num" data-label="Tuition fee \(per year\)">₹54,000<\/td>/,
    );
    expect(html).toMatch(/These fees apply from <time datetime="\d{4}-04-01">1 April \d{4}<\/time>/i);
    expect(html).toMatch(/Academic year \d{4}-\d{2}\./);
    expect(html).toContain("Sample figures: the school office replaces them with its own.");
    expect(html).toContain('data-label="Annual tariff">₹35,000</td>');
    expect(html).toMatch(/href="\/Downloads"[^>]*>Fee structure document to download \(optional\)/);
  });

  it("saves and publishes a page with a fee table, and the public page shows ₹1,25,000", async () => {
    const page: Page = (await api("/pages/Boardingroom")).json;
    const saved = await api(
      "/pages/Boardingroom/draft",
      "PUT",
      draftOf(page, [...page.blocks, feeTable(["Rs. 1,25,000/-", "12500"])]),
    );
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect((await api("/pages/Boardingroom/publish", "POST", {})).status).toBe(200);
    const html = await publicPage("/Boardingroom");
    expect(html).toContain('data-label="Hostel fee (per year)">₹1,25,000</td>');
    expect(html).toContain('data-label="Mess fee (per term)">₹12,500</td>');
  });

  it("refuses bad cells with a message per field and stores nothing", async () => {
    const page: Page = (await api("/pages/Medical")).json;
    const refused = await api(
      "/pages/Medical/draft",
      "PUT",
      draftOf(page, [...page.blocks, feeTable(["1e3", "x".repeat(501)])]),
    );
    const at = page.blocks.length;
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBeTruthy();
    expect(refused.json.fields[`blocks.${at}.rows.0.1`]).toMatch(
      /row 1, Hostel fee \(per year\): "1e3" is not an amount.*no exponents like 1e3/,
    );
    expect(refused.json.fields[`blocks.${at}.rows.0.2`]).toMatch(/Must be at most 500 characters/);
    const badYear = await api(
      "/pages/Medical/draft",
      "PUT",
      draftOf(page, [{ ...feeTable(["1", "2"]), year: "2027-2028" }]),
    );
    expect(badYear.json.fields[`blocks.0.year`]).toMatch(/academic year as 2027-28/);
    const after: Page & { draft: unknown } = (await api("/pages/Medical")).json;
    expect(after.draft).toBeNull();
    expect(after.version).toBe(page.version);
  });

  it("is found by search for fees and fee structure", async () => {
    for (const q of ["fees", "fee structure", "tuition"]) {
      const { json } = await api(`/search?q=${encodeURIComponent(q)}`);
      expect(
        json.results.map((r: { url: string }) => r.url),
        q,
      ).toContain("/Feestructure");
    }
  });

  it("migration 055 puts the fee tables on /Feestructure only while it holds the seeded words", async () => {
    const db = openServerDatabase(server);
    try {
      const seeded = { ...SEEDED_FEE_PAGE, blocks: JSON.stringify(SEEDED_FEE_PAGE.blocks) };
      const reset = (words: Partial<typeof seeded & { draft: string | null }>) =>
        db.updateTable("pages").set(words).where("path_key", "=", "feestructure").execute();
      const row = () =>
        db.selectFrom("pages").selectAll().where("path_key", "=", "feestructure").executeTakeFirstOrThrow();

      await reset({ ...seeded, heading: "Our fees (edited by the office)" });
      await putFeeTables(db as unknown as Kysely<unknown>);
      expect((await row()).blocks).not.toContain('"amounts"');

      await reset({ ...seeded, draft: JSON.stringify({ ...SEEDED_FEE_PAGE, heading: "Draft" }) });
      await putFeeTables(db as unknown as Kysely<unknown>);
      expect((await row()).blocks).not.toContain('"amounts"');

      await reset({ ...seeded, draft: null });
      const before = await row();
      await putFeeTables(db as unknown as Kysely<unknown>);
      const after = await row();
      expect(after.blocks).toContain('"amounts":[1,2,3]');
      expect(after.version).toBe(before.version + 1);
      const revision = await db
        .selectFrom("page_revisions")
        .selectAll()
        .where("page_id", "=", after.id)
        .where("version", "=", after.version)
        .executeTakeFirstOrThrow();
      expect(revision.summary).toMatch(/sample figures/);
    } finally {
      await db.destroy();
    }
  });
});
