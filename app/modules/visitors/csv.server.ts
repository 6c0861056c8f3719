import { stringify } from "csv-stringify/sync";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { CSV_BYTE_ORDER_MARK, FORMULA_SAFE_CSV } from "~/kernel/csv-cell";
import { exportVisitFigures } from "./queries.server";
import type { VisitQuery } from "./schema";

const KIND_NAMES = {
  visitors: "unique visitors",
  view: "page views",
  entry: "entry page",
  referrer: "referring site",
  search: "search term",
  "search-empty": "search term that found nothing",
  form: "form completed",
} as const;

/**
 * The period's daily figures as CSV (a byte-order mark for Excel; a search term a spreadsheet would run as a
 * formula is defused), with the download's headers: the same answer for the dashboard and the API.
 */
export async function visitFiguresCsv(db: Kysely<Database>, query: VisitQuery) {
  const rows = await exportVisitFigures(db, query);
  const body =
    CSV_BYTE_ORDER_MARK +
    stringify(
      [
        ["date", "figure", "page, site, term or form", "count"],
        ...rows.map((row) => [row.day, KIND_NAMES[row.kind], row.subject, String(row.count)]),
      ],
      FORMULA_SAFE_CSV,
    );
  const name = `visit-figures-${query.days}-days-${new Date().toISOString().slice(0, 10)}.csv`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
