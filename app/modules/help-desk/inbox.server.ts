import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { readPage } from "~/kernel/pagination";
import type { InboxQuery, InboxType } from "./inbox";
import { inboxSource, type InboxItem } from "./inbox-sources.server";
import { SOURCE_TABLE_KINDS } from "./kinds";

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

/** Marks one item handled (or not); false when there is no such item. */
export async function markHandled(
  db: Kysely<Database>,
  type: InboxType,
  id: number,
  handled: boolean,
  actor: AuditActor,
): Promise<InboxItem | undefined> {
  return db.transaction().execute(async (trx) => {
    const updated = await inboxSource(type).markHandled(trx, id, handled);
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
    return updated;
  });
}

/** How many items of one inbox list there are (the dashboard's TOTAL REQUESTS). */
export async function countInbox(db: Kysely<Database>, type: InboxType) {
  return inboxSource(type).count(db, { unhandled: false });
}
