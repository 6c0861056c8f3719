import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { readAuditLog } from "~/kernel/audit.server";
import type { AuditEntryView, AuditQuery } from "./schema";

const SIGN_IN_FAILURES = new Set(["login_failed", "login_locked", "two_factor_failed"]);

/**
 * One page of the audit log, newest first, filtered by actor (exact user id), action and date range. A page past
 * the end has no entries (the API), or is the last page (`pastTheEnd: "last page"`, the dashboard).
 */
export async function listAudit(
  db: Kysely<Database>,
  query: AuditQuery,
  pastTheEnd: "last page" | "no rows" = "no rows",
): Promise<{ items: AuditEntryView[]; total: number; page: number; pageSize: number }> {
  const { rows, total, page, pageSize } = await readAuditLog(db, query, pastTheEnd);
  return {
    total,
    page,
    pageSize,
    items: rows.map((row) => ({
      id: row.id,
      at: row.created_at,
      // A failed sign-in keeps what was typed, but a name no account has is not shown as if it were one.
      actor: row.actor_id === null && SIGN_IN_FAILURES.has(row.action) ? "unknown account" : row.actor_userid,
      action: row.action,
      entity: row.entity,
      entityKey: row.entity_key,
      changes: parseChanges(row.changes),
      ip: row.ip,
    })),
  };
}

function parseChanges(text: string | null): AuditEntryView["changes"] {
  if (!text) return null;
  try {
    return JSON.parse(text) as AuditEntryView["changes"];
  } catch {
    return null;
  }
}
