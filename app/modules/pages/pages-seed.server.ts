import type { Kysely } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import type { Database } from "../../../db/schema";
import { seedPages } from "~/content";
import { blocksSchema, type Block, type PageContent } from "~/kernel/content/page-blocks";
import { homePage } from "~/content/home";
import { contentColumns, findPublishedPage } from "./pages.server";
import { pathKeyOf } from "./paths";
import { seedPageTranslations } from "./translations-seed.server";

// The one place the pages feature reads app/content: the seed, at start-up, never while serving a request.

/**
 * Loads the built-in pages of app/content that the database does not have yet (a new install, or a page
 * added to the product later), each with a first revision, then the shipped translations of those still as built
 * in (translations-seed.server.ts). Pages already there are never overwritten.
 */
export async function seedContentPages(db: Kysely<Database>) {
  const added = await seedMissingPages(db);
  await seedPageTranslations(db);
  return added;
}

async function seedMissingPages(db: Kysely<Database>) {
  const existing = new Set((await db.selectFrom("pages").select("path_key").execute()).map((row) => row.path_key));
  const missing = seedPages.filter((page) => !existing.has(pathKeyOf(page.path)));
  if (missing.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    for (const page of missing) {
      const content: PageContent = {
        title: page.title,
        description: page.description,
        heading: page.heading,
        ...(page.lead === undefined ? {} : { lead: page.lead }),
        // Checked by the shared schema, stored as written (same key order, so the same loader data as before).
        blocks: (blocksSchema.parse(page.blocks), page.blocks),
      };
      const row = await trx
        .insertInto("pages")
        .values({
          path: page.path,
          path_key: pathKeyOf(page.path),
          ...contentColumns(content),
          built_in: 1,
          updated_at: now,
          published_at: now,
          created_at: now,
        })
        // Two instances starting together: the second leaves the first one's row alone.
        .onConflict((oc) => oc.column("path_key").doNothing())
        .returning(["id", "version"])
        .executeTakeFirst();
      if (!row) continue;
      await trx
        .insertInto("page_revisions")
        .values({
          page_id: row.id,
          version: row.version,
          ...contentColumns(content),
          summary: "The built-in text",
          published_at: now,
        })
        .execute();
    }
    // Each new page learns the menu section that lists it.
    const listed = await trx
      .selectFrom("menu_entries as link")
      .innerJoin("menu_entries as section", "section.id", "link.section_id")
      .select(["link.path_key", "section.label"])
      .where(
        "link.path_key",
        "in",
        missing.map((page) => pathKeyOf(page.path)),
      )
      .execute();
    for (const { path_key, label } of listed)
      if (path_key)
        await trx
          .updateTable("pages")
          .set({ menu_section: label })
          .where("path_key", "=", path_key)
          .where("menu_section", "is", null)
          .execute();
  });
  return missing.length;
}

/** Whether the home page's published welcome pop-up is still the one a new install came with. */
export async function isSampleHomePopup(db: Kysely<Database>) {
  const home = await findPublishedPage(db, "/");
  const words = (blocks: Block[] | undefined) => {
    const popup = blocks?.find((block) => block.type === "popup");
    return popup && "text" in popup ? `${popup.title}|${popup.text}` : undefined;
  };
  const shown = words(home?.blocks);
  return shown !== undefined && shown === words(homePage.blocks);
}
