import type { Kysely } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import type { Database } from "../../../db/schema";
import { seedPages } from "~/content";
import { hindiPages } from "~/content/translations/hi";
import { teluguPages } from "~/content/translations/te";
import type { PageTranslationSeed } from "~/content/translations/types";
import { blocksSchema, canonicalJson, type Block, type PageContent } from "~/kernel/content/page-blocks";
import { pathInLanguage } from "~/kernel/i18n/languages";
import { contentColumns, contentOf, pageRow } from "./pages.server";
import { latestEnglishRevision, translationRow } from "./page-translations.server";
import { translationStructureRefusals } from "./translation-structure";
import { pathKeyOf } from "./paths";

// The translations the product ships (app/content/translations), loaded where the English page is still the
// built-in text: on a new install, and on an existing one the first start after this feature arrived. A page the
// office changed keeps no shipped translation (it would translate words no longer there): it shows as missing.

const SEEDED: Record<string, Record<string, PageTranslationSeed>> = { hi: hindiPages, te: teluguPages };

/** Every link of a block ({ href: "/Transport" }) pointed at the same page in `code` ("/hi/Transport"). */
function localLinks(value: unknown, code: string): unknown {
  if (Array.isArray(value)) return value.map((item) => localLinks(item, code));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === "href" && typeof inner === "string" ? pathInLanguage(code, inner) : localLinks(inner, code),
    ]),
  );
}

/** One English block with a translation's words laid over it: items one by one, a table's first cells. */
function overlay(block: Block, words: Record<string, unknown>, code: string): Block {
  const { firstCells, items, ...rest } = words as { firstCells?: string[]; items?: unknown[] };
  const merged: Record<string, unknown> = { ...block, ...rest };
  if (firstCells && "rows" in block)
    merged.rows = block.rows.map((row, i) => [firstCells[i] ?? row[0], ...row.slice(1)]);
  if (items && "items" in block)
    merged.items = (block.items as unknown[]).map((item, j) =>
      item && typeof item === "object" ? { ...item, ...(items[j] as object) } : (items[j] ?? item),
    );
  return localLinks(merged, code) as Block;
}

/** A shipped translation of the English words (their amounts, academic year, pictures kept), checked. */
export function seededTranslation(english: PageContent, seed: PageTranslationSeed, code: string): PageContent {
  const blocks = blocksSchema.parse(english.blocks.map((block, i) => overlay(block, seed.blocks[i] ?? {}, code)));
  const refusals = translationStructureRefusals(english.blocks, blocks);
  if (Object.keys(refusals).length)
    throw new Error(`The ${code} seed of ${english.title}: ${Object.values(refusals)[0]}`);
  return {
    title: seed.title,
    description: seed.description,
    heading: seed.heading,
    ...(seed.lead === undefined ? {} : { lead: seed.lead }),
    blocks,
  };
}

// The fee tables' academic year follows the install date: the same words with another year are still the seed.
const wordsOnly = (content: PageContent) =>
  canonicalJson({
    ...content,
    lead: content.lead ?? null,
    blocks: content.blocks.map((block) =>
      block.type === "table" ? { ...block, year: undefined, from: undefined } : block,
    ),
  });

/** The shipped translations of `languages`, for what the seed of each language has. */
export function shippedTranslations() {
  return Object.entries(SEEDED).flatMap(([code, pages]) =>
    Object.entries(pages).map(([path, seed]) => ({ code, path, seed })),
  );
}

/** Adds each shipped translation whose English page is the built-in text and has no translation in that language. */
export async function seedPageTranslations(db: Kysely<Database>) {
  let added = 0;
  for (const { code, path, seed } of shippedTranslations()) {
    const english = seedPages.find((page) => pathKeyOf(page.path) === pathKeyOf(path));
    const page = await pageRow(db, path);
    if (!english || !page || page.trashed_at || page.published_at === null) continue;
    const published = contentOf(page);
    const builtIn: PageContent = {
      title: english.title,
      description: english.description,
      heading: english.heading,
      ...(english.lead === undefined ? {} : { lead: english.lead }),
      blocks: english.blocks,
    };
    if (wordsOnly(published) !== wordsOnly(builtIn)) continue;
    if (await translationRow(db, page.id, code)) continue;
    const content = seededTranslation(published, seed, code);
    await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const source = await latestEnglishRevision(trx, page.id);
      const row = await trx
        .insertInto("page_translations")
        .values({
          page_id: page.id,
          language: code,
          ...contentColumns(content),
          source_revision_id: source,
          updated_at: now,
          published_at: now,
          created_at: now,
        })
        // Two instances starting together: the second leaves the first one's row alone.
        .onConflict((oc) => oc.columns(["page_id", "language"]).doNothing())
        .returning(["version"])
        .executeTakeFirst();
      if (!row) return;
      await trx
        .insertInto("page_revisions")
        .values({
          page_id: page.id,
          language: code,
          source_revision_id: source,
          version: row.version,
          ...contentColumns(content),
          summary: "The built-in translation",
          published_at: now,
        })
        .execute();
      added++;
    });
  }
  return added;
}
