import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import type { Block, PageContent } from "~/kernel/content/page-blocks";
import {
  removeSearchEntry,
  replaceSearchGroup,
  replaceSearchKind,
  searchText,
  syncSearchEntry,
  type SearchEntry,
  type TranslatedSearchEntry,
} from "~/modules/search/index.server";
import { faqAnchors } from "~/kernel/content/faq-anchors";
import { getSiteSettings } from "~/modules/site/index.server";
import type { SiteSettings } from "~/kernel/settings/schema";
import { fillTokens } from "~/kernel/settings/tokens";
import type { Schedule } from "~/kernel/schedule";
import { pathInLanguage, PREFIXED_LANGUAGES } from "~/kernel/i18n/languages";
import { pathKeyOf } from "./paths";

/** A published page with its schedule: its search entries show only inside it, as the page does. */
type IndexedPage = PageContent & { path: string; schedule?: Schedule };

type Db = Kysely<Database> | Transaction<Database>;

/** The words a visitor reads in a block (captions, table cells, link labels), one piece per sentence-like line. */
function blockText(block: Block): string[] {
  switch (block.type) {
    case "p":
    case "h2":
    case "h3":
    case "notice":
      return [block.text];
    case "list":
      return [block.title ?? "", ...block.items];
    case "facts":
      return block.items.map((item) => `${item.value} ${item.label}`);
    case "table":
      return [block.caption, block.head.join(", "), ...block.rows.map((row) => row.join(", "))];
    case "links":
      return block.items.map((item) => [item.label, item.note ?? ""].join(" ").trim());
    case "figures":
      return block.items.map((item) => item.caption);
    case "video":
      return [block.title];
    case "carousel":
      return [block.label];
    case "cards":
      return [block.heading ?? "", ...block.items.map((card) => [card.title, card.text ?? ""].join(" ").trim())];
    case "faq":
      return block.items.flatMap((item) => [item.question, item.answer]);
    case "popup":
      return [block.title, block.subtitle ?? "", block.text];
  }
}

/** The headings a visitor scans on a page (weighted above its body text): section headings, list and table captions. */
function blockHeadings(block: Block): string[] {
  switch (block.type) {
    case "h2":
    case "h3":
      return [block.text];
    case "list":
      return [block.title ?? ""];
    case "table":
      return [block.caption];
    case "cards":
      return [block.heading ?? ""];
    default:
      return [];
  }
}

/** A published page as the site search finds it, its {school}-style tokens filled from the settings. */
export function pageSearchEntry(page: IndexedPage, settings: SiteSettings): SearchEntry {
  return {
    kind: "page",
    key: pathKeyOf(page.path),
    title: fillTokens(page.heading, settings),
    headings: fillTokens(searchText(...page.blocks.flatMap(blockHeadings)), settings),
    body: fillTokens(searchText(page.description, page.lead, ...page.blocks.flatMap(blockText)), settings),
    url: page.path,
    schedule: page.schedule,
  };
}

/** The FAQ answers' entries keep their page's key before "#": "faq#q-what-are-the-school-timings". */
const faqKeyPrefix = (path: string) => `${pathKeyOf(path)}#`;

/** Each question of a page's FAQ lists as a result of its own, leading to its answer on the page. */
export function pageFaqEntries(page: IndexedPage, settings: SiteSettings): SearchEntry[] {
  const items = page.blocks.flatMap((block) => (block.type === "faq" ? block.items : []));
  const anchors = faqAnchors(items.map((item) => item.question));
  return items.map((item, index) => ({
    kind: "faq",
    key: `${faqKeyPrefix(page.path)}${anchors[index]}`,
    title: fillTokens(item.question, settings),
    headings: fillTokens(page.heading, settings),
    body: fillTokens(item.answer, settings),
    url: `${page.path}#${anchors[index]}`,
    schedule: page.schedule,
  }));
}

/** Indexes a page's published words (and its FAQ answers) with its published translations, in the writing transaction. */
export async function indexPublishedPage(trx: Db, page: IndexedPage) {
  const settings = await getSiteSettings(trx);
  const translations = await publishedTranslationSearchEntries(trx, settings, page.path);
  const entries = withTranslations(page, settings, translations);
  await syncSearchEntry(trx, "page", pathKeyOf(page.path), entries.page);
  await replaceSearchGroup(trx, "faq", faqKeyPrefix(page.path), entries.faq);
}

/** A published translation's search entries (the page and its FAQ answers), leading to /hi/Transport. */
export function translatedPageSearchEntries(page: IndexedPage, language: string, settings: SiteSettings) {
  const inLanguage = (entry: SearchEntry): TranslatedSearchEntry => ({
    language,
    title: entry.title,
    headings: entry.headings ?? "",
    body: entry.body,
    url: pathInLanguage(language, entry.url),
  });
  return {
    path: page.path,
    language,
    page: inLanguage(pageSearchEntry(page, settings)),
    faq: pageFaqEntries(page, settings).map(inLanguage),
  };
}

type TranslationEntries = ReturnType<typeof translatedPageSearchEntries>;

/**
 * The English page's entries, each carrying its translations (the search stores them as entries of their own, in
 * their language, written and removed with the English one). A translation has the English page's blocks, so its
 * FAQ answers pair with the English ones by place.
 */
function withTranslations(page: IndexedPage, settings: SiteSettings, translations: TranslationEntries[]) {
  return {
    page: { ...pageSearchEntry(page, settings), translations: translations.map((one) => one.page) },
    faq: pageFaqEntries(page, settings).map((entry, place) => ({
      ...entry,
      translations: translations.flatMap((one) => (one.faq[place] ? [one.faq[place]] : [])),
    })),
  };
}

/** Indexes a translation's published words: its English page again, with every published translation. */
export async function indexPublishedTranslation(trx: Db, _language: string, page: IndexedPage) {
  const english = await trx
    .selectFrom("pages")
    .select(["path", "title", "description", "heading", "lead", "blocks", "show_from", "show_until"])
    .where("path_key", "=", pathKeyOf(page.path))
    .where("published_at", "is not", null)
    .where("trashed_at", "is", null)
    .executeTakeFirst();
  if (english) await indexPublishedPage(trx, indexedPageOf(english));
}

/** Takes a page (and its FAQ answers, and its translations') out of the search, in the transaction that trashes it. */
export async function removePageFromSearch(trx: Db, path: string) {
  for (const key of [pathKeyOf(path), ...PREFIXED_LANGUAGES.map((code) => `${pathKeyOf(path)}@${code}`)]) {
    await removeSearchEntry(trx, "page", key);
    await replaceSearchGroup(trx, "faq", `${key}#`, []);
  }
}

type PageRow = {
  path: string;
  title: string;
  description: string;
  heading: string;
  lead: string | null;
  blocks: string;
  show_from: string | null;
  show_until: string | null;
};

const indexedPageOf = (row: PageRow): IndexedPage => ({
  schedule: { showFrom: row.show_from, showUntil: row.show_until },
  path: row.path,
  title: row.title,
  description: row.description,
  heading: row.heading,
  ...(row.lead === null ? {} : { lead: row.lead }),
  blocks: JSON.parse(row.blocks) as Block[],
});

/** Every published translation of a published page (or of the page at `path`), as translatedPageSearchEntries gives them. */
export async function publishedTranslationSearchEntries(db: Db, settings: SiteSettings, path?: string) {
  let query = db
    .selectFrom("page_translations")
    .innerJoin("pages", "pages.id", "page_translations.page_id")
    .select([
      "pages.path",
      "pages.show_from",
      "pages.show_until",
      "page_translations.language",
      "page_translations.title",
      "page_translations.description",
      "page_translations.heading",
      "page_translations.lead",
      "page_translations.blocks",
    ])
    .where("pages.published_at", "is not", null)
    .where("pages.trashed_at", "is", null)
    .where("page_translations.published_at", "is not", null);
  if (path !== undefined) query = query.where("pages.path_key", "=", pathKeyOf(path));
  const rows = await query.orderBy("page_translations.language").execute();
  return rows.map((row) => translatedPageSearchEntries(indexedPageOf(row), row.language, settings));
}

/**
 * Rebuilds the pages' entries from their published words: at every start-up, so a change of the school's
 * name or phone (filled into the pages' tokens) reaches the search by the next start at the latest.
 */
export async function reindexPublishedPages(db: Kysely<Database>) {
  const settings = await getSiteSettings(db);
  const rows = await db
    .selectFrom("pages")
    .select(["path", "title", "description", "heading", "lead", "blocks", "show_from", "show_until"])
    .where("published_at", "is not", null)
    .where("trashed_at", "is", null)
    .execute();
  const translations = await publishedTranslationSearchEntries(db, settings);
  const entries = rows.map((row) =>
    withTranslations(
      indexedPageOf(row),
      settings,
      translations.filter((one) => pathKeyOf(one.path) === pathKeyOf(row.path)),
    ),
  );
  await replaceSearchKind(
    db,
    "page",
    entries.map((entry) => entry.page),
  );
  await replaceSearchKind(
    db,
    "faq",
    entries.flatMap((entry) => entry.faq),
  );
}
