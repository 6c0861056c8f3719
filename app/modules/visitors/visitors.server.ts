import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { countVisitor, flushVisits, type Visitor } from "./counting.server";
import { logger } from "~/kernel/logger";
import { heldUntilChanged } from "~/kernel/database/held-until-changed";

/** True once the counter's row exists: the first start of an install creates it. */
export async function hasVisitorCounter(db: Kysely<Database>) {
  const row = await db.selectFrom("visitor_count").select("id").where("id", "=", 1).executeTakeFirst();
  return row !== undefined;
}

/** Creates the counter at zero; a counter already there keeps its count. */
export async function startVisitorCounter(db: Kysely<Database>) {
  await db
    .insertInto("visitor_count")
    .values({ id: 1, count: 0 })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/** The footer's "Visitor Count": the unique visitors of every day added up (counting.server.ts keeps it). */
export function readVisitorCount(db: Kysely<Database>) {
  // On every page: held until the database changes, which the periodic flush of the counted visits does (decision 148).
  return heldUntilChanged(db, "visitor-count", async () => {
    const row = await db.selectFrom("visitor_count").select("count").where("id", "=", 1).executeTakeFirst();
    return Number(row?.count ?? 0);
  });
}

/**
 * The footer's question (and GET /api/visitor-count): this visitor is one of today's (once a day, however many
 * pages and calls; a bot never), the pending figures are written, and the count answered includes them.
 */
export async function visitorCountFor(db: Kysely<Database>, visitor: Visitor) {
  // Figures that cannot be written are lost (and logged); the count is still answered.
  await countVisitor(db, visitor)
    .then(flushVisits)
    .catch((err: unknown) => logger.warn({ err }, "visit figures not written"));
  return readVisitorCount(db);
}
