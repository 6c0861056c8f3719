import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { deepFreeze, heldUntilChanged } from "~/kernel/database/held-until-changed";
import type { Database } from "../../../db/schema";
import { canonicalJson } from "~/kernel/content/page-blocks";
import type {
  LabelTranslations,
  OfficeMenu,
  OfficeMenuEntry,
  OfficeMenuLink,
  MenuLinkTarget,
  PublicMenuEntry,
  PublicMenuLink,
} from "./menu";
import { parseTranslations, translationValues } from "~/kernel/i18n/content";
import { DEFAULT_LANGUAGE, PREFIXED_LANGUAGES } from "~/kernel/i18n/languages";
import { outOfDateLanguages, statesOf, type TranslatedThing } from "~/kernel/i18n/translation-age";

// The menu as it is read: the office's editor (with its version for stale saves), the public menu per language
// (held until the database changes), the sections, and the labels' translation states. Its writes: menu.server.ts.

type Db = Kysely<Database> | Transaction<Database>;

/** An entry as the office edits it or as a save sends it (with or without its links' targets). */
export type AnyMenuEntry = {
  label: string;
  path?: string;
  hidden?: boolean;
  items?: OfficeMenuLink[] | MenuLinkInput[];
} & LabelTranslations;
export type MenuLinkInput = { label: string; path: string; hidden: boolean } & LabelTranslations;

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
