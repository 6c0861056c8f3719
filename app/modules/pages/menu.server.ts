import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { isPostgres, nowIso } from "~/kernel/database/dialect";
import { heldUntilChanged } from "~/kernel/database/held-until-changed";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { canonicalJson } from "~/kernel/content/page-blocks";
import {
  ADMIN_PAGE_PATHS,
  ALIASES,
  CONTENT_PAGE_PATHS,
  DEEP_PUBLIC_PATHS,
  OWN_ROUTE_PATHS,
} from "~/modules/pages/route-paths";
import type {
  LabelTranslations,
  MenuInput,
  MenuLinkTarget,
  OfficeMenu,
  OfficeMenuEntry,
  OfficeMenuLink,
  PublicMenuEntry,
  PublicMenuLink,
} from "./menu";
import { pathKeyOf } from "./paths";
import { earlierLabels, storedLabels } from "./menu-label-stamps.server";
import { collectTranslations, parseTranslations, translationValues } from "~/kernel/i18n/content";
import { DEFAULT_LANGUAGE, PREFIXED_LANGUAGES } from "~/kernel/i18n/languages";
import { outOfDateLanguages, statesOf, type TranslatedThing } from "~/kernel/i18n/translation-age";

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

type MenuRow = {
  id: number;
  section_id: number | null;
  label: string;
  path: string | null;
  hidden: number;
  translations: string;
  updated_at: string;
  updated_by: string | null;
  page_title: string | null;
  page_hidden: number | null;
  page_published_at: string | null;
  page_trashed_at: string | null;
};

/** Every entry in order, each link with the page it leads to (when it is one of the office's pages). */
async function menuRows(db: Db): Promise<MenuRow[]> {
  return db
    .selectFrom("menu_entries as m")
    .leftJoin("pages as p", "p.path_key", "m.path_key")
    .select([
      "m.id",
      "m.section_id",
      "m.label",
      "m.path",
      "m.hidden",
      "m.translations",
      "m.updated_at",
      "m.updated_by",
      "p.title as page_title",
      "p.hidden as page_hidden",
      "p.published_at as page_published_at",
      "p.trashed_at as page_trashed_at",
    ])
    .orderBy("m.position")
    .orderBy("m.id")
    .execute();
}

function targetOf(row: MenuRow): MenuLinkTarget {
  if (row.page_title === null) return { kind: "route" };
  const state = row.page_trashed_at ? "trashed" : row.page_published_at ? "published" : "unpublished";
  return { kind: "page", title: row.page_title, state };
}

/** The entry's label in other languages, as the editor's fields (`label_hi`). */
const labelsOf = (row: MenuRow) => translationValues(parseTranslations(row.translations));

function officeLink(row: MenuRow): OfficeMenuLink {
  // A link to a page is hidden when the page is: one switch, whether flipped here or in the page list.
  const hidden = row.page_hidden === null ? row.hidden === 1 : row.page_hidden === 1;
  return { label: row.label, ...labelsOf(row), path: row.path!, hidden, target: targetOf(row) };
}

function buildTree(rows: MenuRow[]): OfficeMenuEntry[] {
  const links = new Map<number, OfficeMenuLink[]>();
  for (const row of rows)
    if (row.section_id !== null) links.set(row.section_id, [...(links.get(row.section_id) ?? []), officeLink(row)]);
  return rows
    .filter((row) => row.section_id === null)
    .map((row) =>
      row.path === null ? { label: row.label, ...labelsOf(row), items: links.get(row.id) ?? [] } : officeLink(row),
    );
}

/** The menu's fingerprint: a save naming another one was made on a screen older than the last change. */
const versionOf = (entries: OfficeMenuEntry[]) =>
  createHash("sha256")
    .update(
      canonicalJson(
        entries.map(({ target: _target, ...entry }: AnyMenuEntry & { target?: unknown }) => ({
          ...entry,
          ...(entry.items
            ? { items: entry.items.map(({ target: _t, ...item }: MenuLinkInput & { target?: unknown }) => item) }
            : {}),
        })),
      ),
    )
    .digest("base64url")
    .slice(0, 16);

export async function loadOfficeMenu(db: Db): Promise<OfficeMenu> {
  const rows = await menuRows(db);
  const entries = buildTree(rows);
  const latest = rows.reduce<MenuRow | undefined>(
    (found, row) => (!found || row.updated_at > found.updated_at ? row : found),
    undefined,
  );
  return {
    entries,
    version: versionOf(entries),
    updatedAt: latest?.updated_at ?? null,
    updatedBy: latest?.updated_by ?? null,
  };
}

/**
 * The header menu for visitors: hidden links, pages in the trash or never published, and empty sections left out.
 * Labels are in `language` where the office translated them, else English marked `lang="en"` (decision 141).
 */
export function loadPublicMenu(db: Db, language: string = DEFAULT_LANGUAGE): Promise<readonly PublicMenuEntry[]> {
  // On every page: built once per language until the database changes (decision 146), frozen as it is shared.
  return heldUntilChanged(db, `public-menu:${language}`, async () => deepFreeze(await buildPublicMenu(db, language)));
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

async function buildPublicMenu(db: Db, language: string): Promise<PublicMenuEntry[]> {
  const shown = (link: OfficeMenuLink) =>
    !link.hidden && (link.target.kind === "route" || link.target.state === "published");
  const labelIn = (entry: LabelTranslations & { label: string }) => {
    if (language === DEFAULT_LANGUAGE) return { label: entry.label };
    const translated = entry[`label_${language}`];
    return translated ? { label: translated } : { label: entry.label, lang: DEFAULT_LANGUAGE };
  };
  const bare = (link: OfficeMenuLink): PublicMenuLink => ({ ...labelIn(link), path: link.path });
  return buildTree(await menuRows(db)).flatMap((entry): PublicMenuEntry[] => {
    if (!("items" in entry)) return shown(entry) ? [bare(entry)] : [];
    const items = entry.items.filter(shown).map(bare);
    return items.length ? [{ ...labelIn(entry), items }] : [];
  });
}

/** The section names, in menu order, for the new-page form. */
export async function listMenuSections(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("menu_entries")
    .select("label")
    .where("section_id", "is", null)
    .where("path", "is", null)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.label);
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

type AnyMenuEntry = {
  label: string;
  path?: string;
  hidden?: boolean;
  items?: OfficeMenuLink[] | MenuLinkInput[];
} & LabelTranslations;
type MenuLinkInput = { label: string; path: string; hidden: boolean } & LabelTranslations;

/** The key of an entry's label in `menuStaleLabels`: its address (none for a section) and English label. */
export const menuLabelKey = (entry: { path?: string | null; label: string }) => `${entry.path ?? ""}\n${entry.label}`;

/** The languages whose label translation is out of date, per entry (`menuLabelKey`), for the menu editor. */
export async function menuStaleLabels(db: Db): Promise<Record<string, string[]>> {
  const stale = (await menuRows(db)).map(
    (row) =>
      [
        menuLabelKey(row),
        outOfDateLanguages(parseTranslations(row.translations), PREFIXED_LANGUAGES, { label: row.label }, ["label"]),
      ] as const,
  );
  return Object.fromEntries(stale.filter(([, codes]) => codes.length));
}

/** Every menu entry with its label's translations' states in `codes`, for the office's overview. */
export async function menuTranslationStates(db: Db, codes: readonly string[]): Promise<TranslatedThing[]> {
  return (await menuRows(db)).map((row) => ({
    title: row.path === null ? `Menu section “${row.label}”` : `Menu link “${row.label}” (${row.path})`,
    href: "/welcome/menu",
    states: statesOf(parseTranslations(row.translations), codes, { label: row.label }, ["label"]),
  }));
}

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
