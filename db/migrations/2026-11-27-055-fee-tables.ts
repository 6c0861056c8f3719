import type { Kysely } from "kysely";
import { feeStructurePage } from "~/content/fees";
import { canonicalJson } from "~/kernel/content/page-blocks";
import { nowIso } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// /Feestructure held only a link to the downloads and the transport tariff: parents could not find the fees. It now
// gets the fee tables of app/content/fees.ts (docs/decisions/108-fee-tables.md), but only where the office has not
// touched the page since it was seeded (still the built-in words below, no draft); an edited page is left alone.

const TRANSPORT = {
  caption: "Transport tariff per annum (in rupees), paid in three instalments",
  head: ["Distance", "At admission", "By 15 September", "By 15 December", "Annual tariff"],
  rows: [
    ["Under 5 KM", "7,000", "7,000", "6,000", "20,000"],
    ["5 to 10 KM", "9,000", "8,000", "8,000", "25,000"],
    ["10 to 20 KM", "12,000", "9,000", "9,000", "30,000"],
    ["Over 20 KM", "15,000", "10,000", "10,000", "35,000"],
  ],
  numeric: [1, 2, 3, 4],
};

/** The page as the seed wrote it before this migration. */
export const SEEDED_FEE_PAGE = {
  title: "Fee Structure",
  description:
    "Fees at {school}: the fee document on the downloads page and the transport tariff from 20,000 to 35,000 rupees a year.",
  heading: "Fee Structure",
  lead: "The full tuition and boarding fee schedule is published as a document; the transport tariff is below.",
  blocks: [
    { type: "links", items: [{ label: "Fee Structure document (Downloads)", href: "/Downloads" }] },
    { type: "h2", text: "Transport tariff" },
    { type: "table", ...TRANSPORT },
    {
      type: "p",
      text: "Transport fees are paid in advance and are not refundable. For questions about fees, call {phone} or write to {email}.",
    },
    { type: "links", items: [{ label: "Transport policies", href: "/Transport" }] },
  ],
};

type PageWords = { title: string; description: string; heading: string; lead: string | null; blocks: string };
type Tables = {
  pages: PageWords & {
    id: number;
    path_key: string;
    draft: string | null;
    version: number;
    updated_at: string;
    updated_by: string | null;
    published_at: string | null;
    published_by: string | null;
  };
  page_revisions: PageWords & { page_id: number; version: number; summary: string; published_at: string };
};

const wordsOf = (page: {
  title: string;
  description: string;
  heading: string;
  lead?: string | null;
  blocks: unknown;
}) =>
  canonicalJson({
    title: page.title,
    description: page.description,
    heading: page.heading,
    lead: page.lead ?? null,
    blocks: typeof page.blocks === "string" ? JSON.parse(page.blocks) : page.blocks,
  });

export async function up(untyped: Kysely<unknown>) {
  const db = untyped as unknown as Kysely<Tables>;
  const page = await db.selectFrom("pages").selectAll().where("path_key", "=", "feestructure").executeTakeFirst();
  if (!page || page.draft !== null || wordsOf(page) !== wordsOf(SEEDED_FEE_PAGE)) return;
  const { title, description, heading, lead, blocks } = feeStructurePage();
  const words = { title, description, heading, lead: lead ?? null, blocks: JSON.stringify(blocks) };
  const now = nowIso();
  const version = page.version + 1;
  await db
    .updateTable("pages")
    .set({ ...words, version, updated_at: now, updated_by: null, ...(page.published_at ? { published_at: now } : {}) })
    .where("id", "=", page.id)
    .where("version", "=", page.version)
    .execute();
  await db
    .insertInto("page_revisions")
    .values({
      page_id: page.id,
      version,
      ...words,
      summary: "Fee tables by class and transport (sample figures for the office to replace)",
      published_at: now,
    })
    .execute();
}

/** Back to the seeded words, only while the page still holds what `up` wrote. */
export async function down(untyped: Kysely<unknown>) {
  const db = untyped as unknown as Kysely<Tables>;
  const page = await db.selectFrom("pages").selectAll().where("path_key", "=", "feestructure").executeTakeFirst();
  const last = page
    ? await db
        .selectFrom("page_revisions")
        .select(["version", "blocks"])
        .where("page_id", "=", page.id)
        .where("version", "=", page.version)
        .executeTakeFirst()
    : undefined;
  if (!page || !last || page.draft !== null || last.blocks !== page.blocks || !page.blocks.includes('"amounts"'))
    return;
  const { lead, blocks, ...rest } = SEEDED_FEE_PAGE;
  await db
    .updateTable("pages")
    .set({ ...rest, lead, blocks: JSON.stringify(blocks), version: page.version + 1, updated_at: nowIso() })
    .where("id", "=", page.id)
    .execute();
}
