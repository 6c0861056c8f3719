import { sql, type Kysely, type Transaction } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import type { Schedule } from "~/kernel/schedule";
import type { Database } from "../../../db/schema";

/**
 * The site search's index: one entry per public thing. Each feature writes its entries through these
 * functions inside the transaction of its own write (publish → index, unpublish or delete → remove),
 * so the index holds only what the public may see and never lags behind a committed change.
 */
/** `faq`: one answer of a page's questions; `section`: a public page with a route of its own (contact, gallery...). */
export type SearchKind = "page" | "faq" | "section" | "event" | "post" | "document" | "alumnus";

export type SearchEntry = {
  kind: SearchKind;
  /** The thing's id within its kind: a page's path, an event's or a document's id. */
  key: string | number;
  title: string;
  /** A page's headings or an answer's question: weigh more than the body, less than the title. */
  headings?: string;
  /** The words to find it by (summary, body, place...), as plain text. */
  body: string;
  /** Where a result leads, a path on this site. */
  url: string;
  /** Its thing's scheduled window (kernel/schedule.ts): the search shows it only inside, as the pages do. */
  schedule?: Schedule;
  /**
   * The thing in other languages (the office's translations), each found by its own words and leading to its page
   * in that language (/hi/News/…). Stored as entries of their own, keyed "<key>@<code>", written and removed with
   * the English one.
   */
  translations?: TranslatedSearchEntry[];
};

export type TranslatedSearchEntry = { language: string; title: string; headings?: string; body: string; url: string };

/** The key of a thing's entry in another language: "12@hi". */
export const translatedKey = (key: string | number, language: string) => `${key}@${language}`;

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Joins the pieces of a thing's text (summary, place, headings, list items) so a snippet reads as
 * sentences: a piece that does not end a sentence gets a full stop. Empty pieces are skipped.
 */
export function searchText(...pieces: (string | null | undefined)[]): string {
  return pieces
    .map((piece) => (piece ?? "").trim())
    .filter(Boolean)
    .map((piece) => (/[.!?:;…]["')]?$/.test(piece) ? piece : `${piece}.`))
    .join("\n");
}

export const SEARCH_TITLE_MAX = 300;
export const SEARCH_HEADINGS_MAX = 4000;
/** Long pages are indexed by their first 100,000 characters. */
export const SEARCH_BODY_MAX = 100_000;

// U+E000/U+E001 mark highlighted words in snippets; NUL cannot be stored by PostgreSQL.
const clean = (text: string, max: number) =>
  text.replaceAll("\u0000", "").replaceAll("\uE000", "").replaceAll("\uE001", "").slice(0, max);

function row(entry: SearchEntry, now: string, language = "en") {
  return {
    kind: entry.kind,
    item_key: language === "en" ? String(entry.key) : translatedKey(entry.key, language),
    language,
    title: clean(entry.title, SEARCH_TITLE_MAX),
    headings: clean(entry.headings ?? "", SEARCH_HEADINGS_MAX),
    body: clean(entry.body, SEARCH_BODY_MAX),
    url: entry.url.slice(0, 500),
    show_from: entry.schedule?.showFrom ?? null,
    show_until: entry.schedule?.showUntil ?? null,
    updated_at: now,
  };
}

/** The English entry and one per translation. */
function rows(entry: SearchEntry, now: string) {
  return [
    row(entry, now),
    ...(entry.translations ?? []).map((translation) =>
      row({ ...entry, ...translation, headings: translation.headings ?? "" }, now, translation.language),
    ),
  ];
}

/** Deletes the entries of `keys` of a kind, with their translations ("12" and "12@hi"). */
async function deleteKeys(db: Db, kind: SearchKind, keys: (string | number)[]) {
  for (let start = 0; start < keys.length; start += 200) {
    const slice = keys.slice(start, start + 200).map(String);
    await db
      .deleteFrom("search_entries")
      .where("kind", "=", kind)
      .where((eb) =>
        eb.or([
          eb("item_key", "in", slice),
          ...slice.map((key) => eb(sql<string>`substr(item_key, 1, ${key.length + 1})`, "=", `${key}@`)),
        ]),
      )
      .execute();
  }
}

/** Adds or replaces one entry (by kind and key), and its translations. */
export async function indexSearchEntry(db: Db, entry: SearchEntry) {
  const [values, ...translations] = rows(entry, nowIso());
  await db
    .insertInto("search_entries")
    .values(values)
    .onConflict((oc) =>
      oc.columns(["kind", "item_key"]).doUpdateSet({
        title: values.title,
        headings: values.headings,
        body: values.body,
        url: values.url,
        show_from: values.show_from,
        show_until: values.show_until,
        updated_at: values.updated_at,
      }),
    )
    .execute();
  await db
    .deleteFrom("search_entries")
    .where("kind", "=", entry.kind)
    .where(sql<string>`substr(item_key, 1, ${String(entry.key).length + 1})`, "=", `${entry.key}@`)
    .execute();
  if (translations.length) await db.insertInto("search_entries").values(translations).execute();
}

/** Removes one entry and its translations (unpublished, hidden, trashed or deleted); nothing happens if none. */
export async function removeSearchEntry(db: Db, kind: SearchKind, key: string | number) {
  await deleteKeys(db, kind, [key]);
}

/** Indexes `entry` when it is public, else removes it: the one call a save needs. */
export async function syncSearchEntry(db: Db, kind: SearchKind, key: string | number, entry: SearchEntry | null) {
  if (entry) await indexSearchEntry(db, entry);
  else await removeSearchEntry(db, kind, key);
}

/**
 * For many things of one kind at once (an import): drops the entries of `keys`, then writes `entries`
 * (the public ones among them). Two statements per 500 things instead of one per thing.
 */
export async function syncSearchEntries(db: Db, kind: SearchKind, keys: (string | number)[], entries: SearchEntry[]) {
  const now = nowIso();
  await deleteKeys(db, kind, keys);
  const values = entries.flatMap((entry) => rows(entry, now));
  for (let start = 0; start < values.length; start += 200)
    await db
      .insertInto("search_entries")
      .values(values.slice(start, start + 200))
      .execute();
}

/**
 * Makes a kind's entries exactly `entries` (a rebuild, or the static pages at start-up). Upserts then
 * removes what was not written now, so two processes starting at once do not trip over each other.
 */
export async function replaceSearchKind(db: Kysely<Database>, kind: SearchKind, entries: SearchEntry[]) {
  const now = nowIso();
  const unique = [...new Map(entries.map((entry) => [String(entry.key), entry])).values()];
  const values = unique.flatMap((entry) => rows(entry, now));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < values.length; start += 200)
      await trx
        .insertInto("search_entries")
        .values(values.slice(start, start + 200))
        .onConflict((oc) =>
          oc.columns(["kind", "item_key"]).doUpdateSet((eb) => ({
            title: eb.ref("excluded.title"),
            headings: eb.ref("excluded.headings"),
            body: eb.ref("excluded.body"),
            url: eb.ref("excluded.url"),
            language: eb.ref("excluded.language"),
            show_from: eb.ref("excluded.show_from"),
            show_until: eb.ref("excluded.show_until"),
            updated_at: eb.ref("excluded.updated_at"),
          })),
        )
        .execute();
    await trx.deleteFrom("search_entries").where("kind", "=", kind).where("updated_at", "!=", now).execute();
  });
}

/**
 * Makes the entries of `kind` whose keys start with `prefix` exactly `entries`, in the caller's transaction:
 * a page's FAQ answers (keys "faq#q-..."), rewritten whenever the page is published.
 */
export async function replaceSearchGroup(db: Db, kind: SearchKind, prefix: string, entries: SearchEntry[]) {
  await db
    .deleteFrom("search_entries")
    .where("kind", "=", kind)
    .where(sql<string>`substr(item_key, 1, ${prefix.length})`, "=", prefix)
    .execute();
  const unique = [...new Map(entries.map((entry) => [String(entry.key), entry])).values()];
  const values = unique.flatMap((entry) => rows(entry, nowIso()));
  for (let start = 0; start < values.length; start += 200)
    await db
      .insertInto("search_entries")
      .values(values.slice(start, start + 200))
      .execute();
}

/** Whether a kind has any entry yet (a database made before search existed has none until rebuilt). */
export async function hasSearchEntries(db: Db, kind: SearchKind) {
  return Boolean(
    await db.selectFrom("search_entries").select("id").where("kind", "=", kind).limit(1).executeTakeFirst(),
  );
}
