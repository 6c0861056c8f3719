import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~platform/database/dialect";
import type { AuditEntryView, AuditQuery } from "./schema";

/** Fields whose values never enter the audit log. */
const REDACTED = new Set(["password", "password_hash", "stdaadhar", "facultyaadhar"]);

const SIGN_IN_FAILURES = new Set(["login_failed", "login_locked", "two_factor_failed"]);

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

/** One page of the audit log, newest first, filtered by actor (exact user id), action and date range. */
export async function listAudit(
  db: Kysely<Database>,
  query: AuditQuery,
): Promise<{ items: AuditEntryView[]; total: number; page: number; pageSize: number }> {
  let filtered = db.selectFrom("audit_log");
  if (query.actor) filtered = filtered.where("actor_userid", "=", query.actor);
  if (query.action) filtered = filtered.where("action", "=", query.action);
  if (query.from) filtered = filtered.where("created_at", ">=", `${query.from}T00:00:00.000Z`);
  if (query.to) filtered = filtered.where("created_at", "<=", `${query.to}T23:59:59.999Z`);
  const [{ total }, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
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
