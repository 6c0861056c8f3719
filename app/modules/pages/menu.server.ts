import type { Kysely, Transaction } from "kysely";
import { isPostgres, nowIso } from "~/kernel/database/dialect";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import {
  ADMIN_PAGE_PATHS,
  ALIASES,
  CONTENT_PAGE_PATHS,
  DEEP_PUBLIC_PATHS,
  OWN_ROUTE_PATHS,
} from "~/modules/pages/route-paths";
import type { LabelTranslations, MenuInput, OfficeMenu } from "./menu";
import { loadOfficeMenu, type AnyMenuEntry, type MenuLinkInput } from "./menu-read.server";
import { pathKeyOf } from "./paths";
import { earlierLabels, storedLabels } from "./menu-label-stamps.server";
import { collectTranslations } from "~/kernel/i18n/content";

type Db = Kysely<Database> | Transaction<Database>;

/** Called after the menu, or which pages it shows, changed (the server clears the render cache). */
type MenuListener = () => void | Promise<void>;
const menuListeners = new Set<MenuListener>();
export function onMenuChanged(listener: MenuListener) {
  menuListeners.add(listener);
  return () => menuListeners.delete(listener);
}
export async function announceMenuChanged() {
  for (const listener of menuListeners) await listener();
}

const FIXED_PATHS = new Set(
  [...CONTENT_PAGE_PATHS, ...ADMIN_PAGE_PATHS, ...Object.keys(ALIASES), ...OWN_ROUTE_PATHS].map((path) =>
    path.toLowerCase(),
  ),
);

const DEEP_PATHS = new Set<string>(DEEP_PUBLIC_PATHS);

/** Whether a menu link leads somewhere: the home page, a page with its own route, an event or post, or an office page. */
async function checkLinkPaths(db: Db, menu: MenuInput) {
  const pages = new Map(
    (await db.selectFrom("pages").select(["path_key", "trashed_at"]).execute()).map((row) => [
      row.path_key,
      row.trashed_at,
    ]),
  );
  const fields: Record<string, string> = {};
  const check = (path: string, key: string) => {
    const [first = "", ...rest] = path.replace(/^\/+|\/+$/g, "").split("/");
    const lower = first.toLowerCase();
    if (path === "/" || (FIXED_PATHS.has(lower) && (rest.length === 0 || lower === "events" || lower === "news")))
      return;
    if (DEEP_PATHS.has([lower, ...rest].join("/").toLowerCase())) return;
    if (rest.length === 0 && pages.has(lower)) {
      if (pages.get(lower)) fields[key] = "This page is in the trash: restore it first, or remove the link";
      return;
    }
    fields[key] = "No page of this website has this address";
  };
  menu.entries.forEach((entry, index) => {
    if (entry.path !== undefined) check(entry.path, `entries.${index}.path`);
    entry.items?.forEach((item, itemIndex) => check(item.path, `entries.${index}.items.${itemIndex}.path`));
  });
  return fields;
}

export type MenuSaveResult =
  | { ok: true; menu: OfficeMenu }
  | { ok: false; reason: "stale"; changedBy: string | null; changedAt: string | null }
  | { ok: false; reason: "fields"; fields: Record<string, string> };

/** The menu as one line of JSON per save in the audit log: labels (in every language), addresses, what is hidden. */
const auditMenu = (entries: AnyMenuEntry[]) => {
  const labels = (entry: LabelTranslations & { label: string }) => {
    const translations = collectTranslations(entry, ["label"]);
    return { label: entry.label, ...(Object.keys(translations).length ? { translations } : {}) };
  };
  return {
    menu: JSON.stringify(
      entries.map((entry) =>
        entry.items
          ? {
              ...labels(entry),
              items: (entry.items as MenuLinkInput[]).map((item) => ({
                ...labels(item),
                path: item.path,
                hidden: item.hidden,
              })),
            }
          : { ...labels(entry), path: entry.path, hidden: entry.hidden ?? false },
      ),
    ),
  };
};

/** Who saved the menu and when, on every row the save writes. */
type SaveStamp = { updated_at: string; updated_by: string | null };

/**
 * Writes the menu's rows afresh (sections, then their links); answers whether each linked page is hidden,
 * by its path key.
 */
async function writeMenuEntries(trx: Transaction<Database>, menu: MenuInput, stamp: SaveStamp) {
  const earlier = await earlierLabels(trx);
  await trx.deleteFrom("menu_entries").execute();
  const pageHidden = new Map<string, boolean>();
  const linkRow = (link: MenuLinkInput, section: number | null, at: number) => {
    const key = pathKeyOf(link.path);
    pageHidden.set(key, link.hidden ?? false);
    return {
      section_id: section,
      position: at,
      label: link.label,
      translations: storedLabels(link, earlier),
      path: link.path,
      path_key: key,
      hidden: link.hidden ? 1 : 0,
      ...stamp,
    };
  };
  for (const [position, entry] of menu.entries.entries()) {
    if (entry.path !== undefined) {
      await trx
        .insertInto("menu_entries")
        .values(linkRow({ ...entry, path: entry.path, hidden: entry.hidden ?? false }, null, position))
        .execute();
      continue;
    }
    const section = await trx
      .insertInto("menu_entries")
      .values({
        section_id: null,
        position,
        label: entry.label,
        translations: storedLabels(entry, earlier),
        path: null,
        path_key: null,
        ...stamp,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (entry.items?.length)
      await trx
        .insertInto("menu_entries")
        .values(entry.items.map((item, index) => linkRow(item, section.id, index)))
        .execute();
  }
  return pageHidden;
}

/** Each page remembers the section it is listed in (the first, when it is in several; null when in none). */
async function rememberPageSections(trx: Transaction<Database>, menu: MenuInput) {
  const sectionOf = new Map<string, string | null>();
  for (const entry of menu.entries) {
    if (entry.path !== undefined && !sectionOf.has(pathKeyOf(entry.path))) sectionOf.set(pathKeyOf(entry.path), null);
    for (const item of entry.items ?? [])
      if (!sectionOf.get(pathKeyOf(item.path))) sectionOf.set(pathKeyOf(item.path), entry.label);
  }
  await trx.updateTable("pages").set({ menu_section: null }).where("menu_section", "is not", null).execute();
  for (const section of new Set(sectionOf.values()))
    if (section !== null)
      await trx
        .updateTable("pages")
        .set({ menu_section: section })
        .where(
          "path_key",
          "in",
          [...sectionOf].filter(([, value]) => value === section).map(([key]) => key),
        )
        .execute();
}

/** Hiding or showing a link hides or shows its page; only pages whose state changes are written. */
async function hideOrShowPages(trx: Transaction<Database>, pageHidden: Map<string, boolean>, stamp: SaveStamp) {
  for (const hidden of [true, false]) {
    const keys = [...pageHidden].filter(([, value]) => value === hidden).map(([key]) => key);
    if (keys.length)
      await trx
        .updateTable("pages")
        .set({ hidden: hidden ? 1 : 0, ...stamp })
        .where("path_key", "in", keys)
        .where("hidden", "=", hidden ? 0 : 1)
        .execute();
  }
}

/**
 * Replaces the whole menu (order, labels, what is hidden). Hiding or showing a link to a page hides or shows the
 * page itself (menu and sitemap). Refused when the menu changed since `version`, or a link leads nowhere.
 */
export async function saveMenu(db: Kysely<Database>, menu: MenuInput, actor: AuditActor): Promise<MenuSaveResult> {
  const result = await db.transaction().execute(async (trx): Promise<MenuSaveResult> => {
    // Two saves at once on PostgreSQL: the second waits here, then sees the first one's menu.
    if (isPostgres(trx)) await trx.selectFrom("menu_entries").select("id").forUpdate().execute();
    const before = await loadOfficeMenu(trx);
    if (menu.version !== undefined && menu.version !== before.version)
      return { ok: false, reason: "stale", changedBy: before.updatedBy, changedAt: before.updatedAt };
    const fields = await checkLinkPaths(trx, menu);
    if (Object.keys(fields).length) return { ok: false, reason: "fields", fields };

    const stamp: SaveStamp = { updated_at: nowIso(), updated_by: actor.userid };
    const pageHidden = await writeMenuEntries(trx, menu, stamp);
    await rememberPageSections(trx, menu);
    await hideOrShowPages(trx, pageHidden, stamp);
    await recordAudit(trx, actor, {
      action: "menu_save",
      entity: "menu",
      entityKey: "menu",
      before: auditMenu(before.entries),
      after: auditMenu(menu.entries),
    });
    return { ok: true, menu: await loadOfficeMenu(trx) };
  });
  if (result.ok) await announceMenuChanged();
  return result;
}

/** Adds a link at the end of a section (a new page's own link), in the transaction that adds the page. */
export async function appendMenuLink(
  trx: Transaction<Database>,
  section: string,
  link: { label: string; path: string },
  actor: AuditActor,
) {
  const sections = await trx
    .selectFrom("menu_entries")
    .select(["id", "label"])
    .where("section_id", "is", null)
    .where("path", "is", null)
    .execute();
  const sectionRow = sections.find((row) => row.label.toLowerCase() === section.toLowerCase());
  if (!sectionRow) return undefined;
  const last = await trx
    .selectFrom("menu_entries")
    .select((eb) => eb.fn.max("position").as("position"))
    .where("section_id", "=", sectionRow.id)
    .executeTakeFirst();
  await trx
    .insertInto("menu_entries")
    .values({
      section_id: sectionRow.id,
      position: Number(last?.position ?? -1) + 1,
      label: link.label.slice(0, 40),
      path: link.path,
      path_key: pathKeyOf(link.path),
      updated_at: nowIso(),
      updated_by: actor.userid,
    })
    .execute();
  return sectionRow.label;
}

/** Links to pages deleted for good leave the menu with them. */
export async function removeMenuLinks(trx: Transaction<Database>, pathKeys: string[]) {
  if (pathKeys.length) await trx.deleteFrom("menu_entries").where("path_key", "in", pathKeys).execute();
}
