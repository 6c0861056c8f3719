import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { readPage } from "~/kernel/pagination";
import type { InboxQuery, InboxType } from "./inbox";
import { SOURCE_TABLE_KINDS } from "./kinds";

export type InboxItem = Record<string, unknown> & { id: number; createdat: string; handled: number };
export type InboxPage = {
  type: InboxType;
  unhandled: boolean;
  rows: InboxItem[];
  total: number;
  page: number;
  pageSize: number;
};

/** One page of an inbox list, newest first; `unhandled` keeps only what nobody has dealt with yet. */
export async function listInbox(db: Kysely<Database>, query: InboxQuery): Promise<InboxPage> {
  const base = () => {
    const select = db.selectFrom(query.type);
    return query.unhandled ? select.where("handled", "=", 0) : select;
  };
  // The JSON API's list: a page past the end has no rows, so a client reading page after page stops.
  const { rows, total, page, pageSize } = await readPage(
    query,
    {
      total: async () =>
        Number(
          (
            await base()
              .select((eb) => eb.fn.countAll<number>().as("total"))
              .executeTakeFirstOrThrow()
          ).total,
        ),
      rows: ({ offset, limit }) =>
        base().selectAll().orderBy("createdat", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute(),
    },
    "no rows",
  );
  return { type: query.type, unhandled: query.unhandled, rows: rows as InboxItem[], total, page, pageSize };
}

/** Marks one item handled (or not); false when there is no such item. */
export async function markHandled(
  db: Kysely<Database>,
  type: InboxType,
  id: number,
  handled: boolean,
  actor: AuditActor,
): Promise<InboxItem | undefined> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable(type)
      .set({ handled: handled ? 1 : 0, handled_at: handled ? nowIso() : null })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!updated) return undefined;
    // The spec's "handled" is the help desk's "done".
    const now = nowIso();
    await trx
      .updateTable("inbox_items")
      .set({ status: handled ? "done" : "new", done_at: handled ? now : null, updated_at: now })
      .where("kind", "in", [...SOURCE_TABLE_KINDS[type]])
      .where("source_id", "=", id)
      .execute();
    await recordAudit(trx, actor, { action: handled ? "handled" : "unhandled", entity: type, entityKey: id });
    return updated as InboxItem;
  });
}

/** How many items of one inbox list there are (the dashboard's TOTAL REQUESTS). */
export async function countInbox(db: Kysely<Database>, type: InboxType) {
  const row = await db
    .selectFrom(type)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
