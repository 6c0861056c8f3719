import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { fieldErrors } from "~/kernel/validation";
import type { RecordKind } from "./kinds";
import { findRecord, type RecordRow } from "./queries.server";
import { syncAlumniSearch } from "./alumni-search.server";

// The writes of records (create, update, delete), each with its audit entry in the same transaction.

/** Validated input as a row: empty optional fields are stored as NULL. */
export function toColumns(data: Record<string, unknown>): RecordRow {
  const row: RecordRow = {};
  // Flags (showOnWebsite) are 0/1 on both engines.
  for (const [name, value] of Object.entries(data))
    row[name] = value === "" ? null : typeof value === "boolean" ? (value ? 1 : 0) : value;
  return row;
}

export function validateRecord(kind: RecordKind, input: unknown, mode: "create" | "update"): Record<string, unknown> {
  const schema = mode === "create" ? kind.createSchema : kind.updateSchema;
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw new RefusedError(400, FIX_FIELDS, fieldErrors(parsed.error));
  return parsed.data;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; errcode?: number; message?: string };
  return (
    e?.code === "23505" ||
    /UNIQUE constraint failed/i.test(e?.message ?? "") ||
    (e?.code === "ERR_SQLITE_ERROR" && /UNIQUE/i.test(e?.message ?? ""))
  );
};

/** Alumni are on the public site (and in its search) when shown on the website: keep their entries with the write. */
export async function syncPublicSearch(trx: Transaction<Database>, kind: RecordKind, rows: RecordRow[]) {
  if (kind.table !== "alumni") return;
  await syncAlumniSearch(
    trx,
    rows.map((row) => Number(row.alumniid)),
  );
}

export async function createRecord(
  db: Kysely<Database>,
  kind: RecordKind,
  input: unknown,
  actor: AuditActor,
): Promise<RecordRow> {
  try {
    return await db.transaction().execute((trx) => createRecordIn(trx, kind, input, actor));
  } catch (err) {
    // Two registrations of one key at the same moment: the unique index decides.
    if (isUniqueViolation(err))
      throw new RefusedError(409, kind.duplicateMessage, { [kind.key]: kind.duplicateMessage });
    throw err;
  }
}

/** createRecord in the caller's transaction (an admission that creates its student with its own writes). */
export async function createRecordIn(
  trx: Transaction<Database>,
  kind: RecordKind,
  input: unknown,
  actor: AuditActor,
): Promise<RecordRow> {
  const data = validateRecord(kind, input, "create");
  const key = data[kind.key] as string | number;
  if (await findRecord(trx, kind, key))
    throw new RefusedError(409, kind.duplicateMessage, { [kind.key]: kind.duplicateMessage });
  const now = nowIso();
  const created = await trx
    .insertInto(kind.table)
    .values({ ...toColumns(data), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await syncPublicSearch(trx, kind, [created]);
  await recordAudit(trx, actor, { action: "create", entity: kind.id, entityKey: key, before: null, after: created });
  return created as RecordRow;
}

export async function updateRecord(
  db: Kysely<Database>,
  kind: RecordKind,
  key: string | number,
  input: unknown,
  actor: AuditActor,
): Promise<RecordRow> {
  const body =
    typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const sent = body[kind.key];
  if (sent !== undefined && sent !== null && String(sent).trim() !== "" && String(sent).trim() !== String(key)) {
    throw new RefusedError(400, FIX_FIELDS, {
      [kind.key]: `${kind.keyLabel} cannot be changed`,
    });
  }
  const data = validateRecord(kind, { ...body, [kind.key]: key }, "update");
  return db.transaction().execute(async (trx) => {
    const before = await findRecord(trx, kind, key);
    if (!before) throw new RefusedError(404, kind.notFoundMessage);
    const { [kind.key]: _key, ...changes } = toColumns(data);
    const updated = await trx
      .updateTable(kind.table)
      .set({ ...changes, updated_at: nowIso() })
      .where(kind.key, "=", key)
      .returningAll()
      .executeTakeFirstOrThrow();
    await syncPublicSearch(trx, kind, [updated]);
    await recordAudit(trx, actor, { action: "update", entity: kind.id, entityKey: key, before, after: updated });
    return updated as RecordRow;
  });
}

export async function deleteRecord(
  db: Kysely<Database>,
  kind: RecordKind,
  key: string | number,
  actor: AuditActor,
): Promise<RecordRow> {
  return db.transaction().execute(async (trx) => {
    const before = await findRecord(trx, kind, key);
    if (!before) throw new RefusedError(404, kind.notFoundMessage);
    await trx.deleteFrom(kind.table).where(kind.key, "=", key).execute();
    await syncPublicSearch(trx, kind, [before]);
    await recordAudit(trx, actor, { action: "delete", entity: kind.id, entityKey: key, before, after: null });
    return before;
  });
}
