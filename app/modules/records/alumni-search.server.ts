import type { Kysely, Transaction } from "kysely";
import type { AlumniRow, Database } from "../../../db/schema";
import { replaceSearchKind, searchText, syncSearchEntries, type SearchEntry } from "~/modules/search/index.server";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * What the site search finds of an alumnus: only one shown on the website, and only what /Alumini
 * shows (name, profession, years, location, details); never contact details or links.
 */
export function alumnusSearchEntry(row: AlumniRow): SearchEntry | null {
  if (row.showOnWebsite !== 1) return null;
  const company = row.companyname.trim();
  const profession =
    company && !row.designation.toLowerCase().includes(company.toLowerCase())
      ? `${row.designation}, ${company}`
      : row.designation;
  return {
    kind: "alumnus",
    key: row.alumniid,
    title: row.name,
    body: searchText(profession, `${row.admissionyear} - ${row.passoutyear}`, row.companylocation, row.comments),
    url: `/Alumini?q=${encodeURIComponent(row.name)}`,
  };
}

/** Re-reads alumni rows (by alumniid) after a write and indexes or removes each one, in the write's transaction. */
export async function syncAlumniSearch(db: Db, alumniIds: number[]) {
  for (let start = 0; start < alumniIds.length; start += 500) {
    const chunk = alumniIds.slice(start, start + 500);
    const rows = await db
      .selectFrom("alumni")
      .selectAll()
      .where("alumniid", "in", chunk)
      .where("showOnWebsite", "=", 1)
      .execute();
    await syncSearchEntries(
      db,
      "alumnus",
      chunk,
      rows.map((row) => alumnusSearchEntry(row)!),
    );
  }
}

/** Rebuilds the public alumni's entries from the table (a database older than the search, or a repair). */
export async function reindexPublicAlumni(db: Kysely<Database>) {
  const rows = await db.selectFrom("alumni").selectAll().where("showOnWebsite", "=", 1).execute();
  await replaceSearchKind(
    db,
    "alumnus",
    rows.map((row) => alumnusSearchEntry(row)!),
  );
}
