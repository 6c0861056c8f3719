import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { readPage } from "~/kernel/pagination";
import type { InboxQuery, InboxType } from "./inbox";
import { inboxSource, type InboxItem } from "./inbox-sources.server";
import { SOURCE_TABLE_KINDS } from "./kinds";
import { setItemStatus } from "./help-desk.server";

export type { InboxItem };

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
  const source = inboxSource(query.type);
  const { unhandled } = query;
  // The JSON API's list: a page past the end has no rows, so a client reading page after page stops.
  const { rows, total, page, pageSize } = await readPage(
    query,
    {
      total: () => source.count(db, { unhandled }),
      rows: ({ offset, limit }) => source.list(db, { unhandled, offset, limit }),
    },
    "no rows",
  );
  return { type: query.type, unhandled, rows, total, page, pageSize };
}

/**
 * The spec's handled mark (PUT /api/inbox/{type}/{id}): the dashboard's own status change ("done" or back to
 * "new") of the help-desk item the row belongs to, so both ways in write, keep the history and audit alike. A row
 * written outside the forms has no item: its mark alone is set. Undefined: no such row.
 */
export async function markHandled(
  db: Kysely<Database>,
  type: InboxType,
  id: number,
  handled: boolean,
  actor: AuditActor,
): Promise<InboxItem | undefined> {
  const item = await db
    .selectFrom("inbox_items")
    .select("id")
    .where("kind", "in", [...SOURCE_TABLE_KINDS[type]])
    .where("source_id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (item) {
    await setItemStatus(db, item.id, handled ? "done" : "new", actor);
    return inboxSource(type).find(db, id);
  }
  return db.transaction().execute(async (trx) => {
    const updated = await inboxSource(type).markHandled(trx, id, handled);
    if (updated)
      await recordAudit(trx, actor, { action: handled ? "handled" : "unhandled", entity: type, entityKey: id });
    return updated;
  });
}

/** How many items of one inbox list there are (the dashboard's TOTAL REQUESTS). */
export async function countInbox(db: Kysely<Database>, type: InboxType) {
  return inboxSource(type).count(db, { unhandled: false });
}
