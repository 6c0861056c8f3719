import type { Kysely, Transaction, Updateable } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import type { Database, PageRow, PageTable } from "../../../db/schema";
import { recordAudit, type AuditActor, type AuditEntry } from "~/kernel/audit.server";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import type { PageContent } from "~/kernel/content/page-blocks";
import type { Job } from "~/kernel/jobs.server";
import type { NewPageInput, PageForOffice } from "./schema";
import { indexPublishedPage, removePageFromSearch } from "./page-search.server";
import { announceMenuChanged, appendMenuLink, removeMenuLinks } from "./menu.server";
import { pathKeyOf } from "./paths";
import { contentColumns, contentOf, forOffice, pageRow, trashCutoff } from "./pages.server";

// A page's life: added, hidden from the menu, put in the trash and back, deleted for good.

/**
 * Adds a page at a new one-word address, as an unpublished draft with the title as its heading, and a link to it
 * at the end of the chosen menu section. The address must not be another page's, in any letter case (routes are
 * refused by the schema already; a page in the trash keeps its address until it is deleted for good). A taken
 * address or an unknown menu section is refused (RefusedError).
 */
export async function createPage(db: Kysely<Database>, input: NewPageInput, actor: AuditActor): Promise<PageForOffice> {
  const path = `/${input.path}`;
  return db.transaction().execute(async (trx) => {
    const taken = await pageRow(trx, path);
    if (taken)
      throw new RefusedError(400, FIX_FIELDS, {
        path: taken.trashed_at
          ? `The page “${taken.title}” in the trash has this address: restore it, or choose another address`
          : `The page “${taken.title}” (${taken.path}) has this address already: choose another one`,
      });
    const now = nowIso();
    const content: PageContent = { title: input.title, description: input.title, heading: input.title, blocks: [] };
    const section = input.menuSection
      ? await appendMenuLink(trx, input.menuSection, { label: input.title, path }, actor)
      : null;
    if (section === undefined)
      throw new RefusedError(400, FIX_FIELDS, {
        menuSection: `There is no menu section called “${input.menuSection}”`,
      });
    const row = await trx
      .insertInto("pages")
      .values({
        path,
        path_key: pathKeyOf(path),
        ...contentColumns(content),
        // Not public until its first publish: the draft is what the editor opens.
        draft: JSON.stringify(content),
        draft_updated_at: now,
        draft_updated_by: actor.userid,
        menu_section: section,
        built_in: 0,
        updated_at: now,
        updated_by: actor.userid,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: "page_create",
      entity: "page",
      entityKey: path,
      before: null,
      after: { path, title: input.title, menuSection: section ?? "" },
    });
    return forOffice(row);
  });
}

export type PageStateResult =
  { ok: true; page: PageForOffice } | { ok: false; reason: "missing" | "built-in" | "trashed" | "not-trashed" };

type Refusal = Extract<PageStateResult, { ok: false }>["reason"];
type StateChange = {
  set: Updateable<PageTable>;
  audit?: Omit<AuditEntry, "entity" | "entityKey">;
  /** More work in the same transaction, after the row is saved (the search entry). */
  then?: (trx: Transaction<Database>, saved: PageRow) => Promise<unknown>;
};

/**
 * One change of a page's state (trash, restore, hide or show): the row read and changed in one transaction with
 * its audit entry, then the menu's listeners told (the render caches). `plan` refuses or says what to change.
 */
async function changePageState(
  db: Kysely<Database>,
  path: string,
  actor: AuditActor,
  plan: (row: PageRow, now: string) => StateChange | Refusal,
): Promise<PageStateResult> {
  const result = await db.transaction().execute(async (trx): Promise<PageStateResult> => {
    const row = await pageRow(trx, path);
    if (!row) return { ok: false, reason: "missing" };
    const now = nowIso();
    const change = plan(row, now);
    if (typeof change === "string") return { ok: false, reason: change };
    const saved = await trx
      .updateTable("pages")
      .set({ ...change.set, updated_at: now, updated_by: actor.userid })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await change.then?.(trx, saved);
    if (change.audit) await recordAudit(trx, actor, { entity: "page", entityKey: row.path, ...change.audit });
    return { ok: true, page: forOffice(saved) };
  });
  if (result.ok) await announceMenuChanged();
  return result;
}

/** Puts a page the office added in the trash: gone from the website, its menu link and the search at once. */
export function trashPage(db: Kysely<Database>, path: string, actor: AuditActor): Promise<PageStateResult> {
  return changePageState(db, path, actor, (row, now) =>
    row.built_in === 1
      ? "built-in"
      : row.trashed_at
        ? "trashed"
        : {
            set: { trashed_at: now, trashed_by: actor.userid },
            then: (trx) => removePageFromSearch(trx, row.path),
            audit: { action: "page_trash", before: { trashed: "no" }, after: { trashed: "yes" } },
          },
  );
}

/** Takes a page out of the trash (within TRASH_DAYS days): its address, menu link and search entry come back. */
export function restorePageFromTrash(db: Kysely<Database>, path: string, actor: AuditActor): Promise<PageStateResult> {
  return changePageState(db, path, actor, (row) =>
    row.trashed_at && row.trashed_at <= trashCutoff()
      ? "missing"
      : !row.trashed_at
        ? "not-trashed"
        : {
            set: { trashed_at: null, trashed_by: null },
            then: async (trx, saved) => {
              if (!saved.published_at) return;
              const schedule = { showFrom: saved.show_from, showUntil: saved.show_until };
              // Its published translations come back to the search with it.
              await indexPublishedPage(trx, { path: saved.path, ...contentOf(saved), schedule });
            },
            audit: { action: "page_untrash", before: { trashed: "yes" }, after: { trashed: "no" } },
          },
  );
}

/** Hides a page from the menu and the sitemap (its address keeps working), or shows it again. */
export function setPageHidden(
  db: Kysely<Database>,
  path: string,
  hidden: boolean,
  actor: AuditActor,
): Promise<PageStateResult> {
  return changePageState(db, path, actor, (row) =>
    row.trashed_at
      ? "trashed"
      : {
          set: { hidden: hidden ? 1 : 0 },
          ...((row.hidden === 1) !== hidden
            ? {
                audit: {
                  action: hidden ? "page_hide" : "page_show",
                  before: { hidden: row.hidden === 1 ? "yes" : "no" },
                  after: { hidden: hidden ? "yes" : "no" },
                },
              }
            : {}),
        },
  );
}

/** Deletes for good the pages in the trash for more than TRASH_DAYS days, with their translations, revisions and menu links. */
export async function purgeTrashedPages(db: Kysely<Database>, now = Date.now()) {
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom("pages")
      .select(["id", "path_key"])
      .where("trashed_at", "<=", trashCutoff(now))
      .execute();
    if (expired.length === 0) return 0;
    await removeMenuLinks(
      trx,
      expired.map((row) => row.path_key),
    );
    await trx
      .deleteFrom("page_translations")
      .where(
        "page_id",
        "in",
        expired.map((row) => row.id),
      )
      .execute();
    await trx
      .deleteFrom("page_revisions")
      .where(
        "page_id",
        "in",
        expired.map((row) => row.id),
      )
      .execute();
    await trx
      .deleteFrom("pages")
      .where(
        "id",
        "in",
        expired.map((row) => row.id),
      )
      .execute();
    return expired.length;
  });
}

/** The pages module's scheduled job: the trash is emptied of expired pages each night (the school's time). */
export function pagesJobs(): Job[] {
  return [{ name: "pages_trash", cron: "0 3 * * *", run: async (db) => ({ purged: await purgeTrashedPages(db) }) }];
}
