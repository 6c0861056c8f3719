// Every feature writes its audit rows through here, in the transaction of its change; the audit feature reads them.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { nowIso } from "~/kernel/database/dialect";

/** Fields whose values never enter the audit log. */
const REDACTED = new Set(["password", "password_hash", "stdaadhar", "facultyaadhar"]);

export type AuditActor = { id: number | null; userid: string | null; ip?: string | null };

export type AuditEntry = {
  action: string; // e.g. "login", "login_failed", "logout", "create", "update", "delete", "upload", "settings"
  entity?: string; // e.g. "student"
  entityKey?: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** { field: { before, after } } for the fields that changed, secrets replaced by "[redacted]". */
export function diffForAudit(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (key === "created_at" || key === "updated_at") continue;
    const b = before?.[key] ?? null;
    const a = after?.[key] ?? null;
    if (String(b) === String(a)) continue;
    changes[key] = REDACTED.has(key)
      ? { before: b === null ? null : "[redacted]", after: a === null ? null : "[redacted]" }
      : { before: b, after: a };
  }
  return changes;
}

/** Writes one audit row; pass the transaction of the change so both land or neither does. */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, actor: AuditActor, entry: AuditEntry) {
  const changes =
    entry.before !== undefined || entry.after !== undefined ? diffForAudit(entry.before, entry.after) : null;
  await db
    .insertInto("audit_log")
    .values({
      actor_id: actor.id,
      actor_userid: actor.userid,
      action: entry.action,
      entity: entry.entity ?? null,
      entity_key: entry.entityKey === undefined ? null : String(entry.entityKey),
      changes: changes ? JSON.stringify(changes) : null,
      ip: actor.ip?.slice(0, 64) ?? null,
      created_at: nowIso(),
    })
    .execute();
}
