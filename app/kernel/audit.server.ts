// Every feature writes its audit rows through here, in the transaction of its change, and reads them through here:
// the kernel owns the audit log (docs/decisions/097-table-ownership.md).
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { readPage, type PageRequest } from "~/kernel/pagination";

type Db = Kysely<Database> | Transaction<Database>;

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
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry) {
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

/**
 * A repeated event counted in one row instead of a row each: the row of the same action, entity key and address
 * written since `since` gets its `attempts` count raised, else a row with a count of 1 is written at `at`. The
 * caller runs it one at a time per address, so two repeats never both write a first row.
 */
export async function recordRepeatedAudit(
  db: Db,
  actor: AuditActor & { ip: string },
  entry: { action: string; entity: string; entityKey: string },
  window: { since: string; at: string },
) {
  const ip = actor.ip.slice(0, 64);
  const existing = await db
    .selectFrom("audit_log")
    .select(["id", "changes"])
    .where("action", "=", entry.action)
    .where("entity_key", "=", entry.entityKey)
    .where("ip", "=", ip)
    .where("created_at", ">=", window.since)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (existing) {
    const count = attemptsIn(existing.changes) + 1;
    await db
      .updateTable("audit_log")
      .set({ changes: JSON.stringify({ attempts: { before: count - 1, after: count } }) })
      .where("id", "=", existing.id)
      .execute();
    return;
  }
  await db
    .insertInto("audit_log")
    .values({
      actor_id: actor.id,
      actor_userid: actor.userid,
      action: entry.action,
      entity: entry.entity,
      entity_key: entry.entityKey,
      changes: JSON.stringify({ attempts: { before: null, after: 1 } }),
      ip,
      created_at: window.at,
    })
    .execute();
}

function attemptsIn(changes: string | null) {
  try {
    const parsed = JSON.parse(changes ?? "{}") as { attempts?: { after?: unknown } };
    return Number(parsed.attempts?.after ?? 1) || 1;
  } catch {
    return 1;
  }
}

/** The addresses that rows of these actions about `entityKey` came from since `since`. */
export async function auditedAddresses(db: Db, query: { actions: string[]; entityKey: string; since: string }) {
  const rows = await db
    .selectFrom("audit_log")
    .select("ip")
    .distinct()
    .where("action", "in", query.actions)
    .where("entity_key", "=", query.entityKey)
    .where("created_at", ">=", query.since)
    .execute();
  return rows.flatMap((row) => (row.ip ? [row.ip] : []));
}

/** Removes the rows written before `before` (the retention period is over). */
export async function pruneAuditLog(db: Db, before: string) {
  await db.deleteFrom("audit_log").where("created_at", "<", before).execute();
}

/** What the audit log can be filtered by: the exact user id, the action and a range of days (YYYY-MM-DD). */
export type AuditFilter = { actor?: string; action?: string; from?: string; to?: string };

/**
 * One page of the audit log's rows, newest first. A page past the end has no rows (the API), or is the last
 * page (`pastTheEnd: "last page"`, the dashboard).
 */
export async function readAuditLog(
  db: Kysely<Database>,
  filter: AuditFilter & PageRequest,
  pastTheEnd: "last page" | "no rows",
) {
  let filtered = db.selectFrom("audit_log");
  if (filter.actor) filtered = filtered.where("actor_userid", "=", filter.actor);
  if (filter.action) filtered = filtered.where("action", "=", filter.action);
  if (filter.from) filtered = filtered.where("created_at", ">=", `${filter.from}T00:00:00.000Z`);
  if (filter.to) filtered = filtered.where("created_at", "<=", `${filter.to}T23:59:59.999Z`);
  return readPage(
    filter,
    {
      total: async () =>
        Number((await filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow()).total),
      rows: ({ offset, limit }) =>
        filtered.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute(),
    },
    pastTheEnd,
  );
}

/**
 * Forgets what was typed as the user id in rows of these actions written before `before` by nobody known (no
 * account matched): a mistyped id can be a password or someone's name. The rows stay, as counts by address.
 */
export async function forgetTypedUserIds(db: Db, query: { actions: string[]; before: string }) {
  const result = await db
    .updateTable("audit_log")
    .set({ actor_userid: null, entity_key: FORGOTTEN })
    .where("action", "in", query.actions)
    .where("actor_id", "is", null)
    .where("created_at", "<", query.before)
    .where((eb) => eb.or([eb("actor_userid", "is not", null), eb("entity_key", "!=", FORGOTTEN)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

const FORGOTTEN = "(forgotten)";
