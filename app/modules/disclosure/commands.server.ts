import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { nowIso } from "~/kernel/database/dialect";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { findDocument } from "~/modules/documents/index.server";
import { findItem, listItems } from "./queries.server";
import { DOCUMENT_NOT_IN_LIBRARY, type CertificateInput, type ResultInput } from "./schema";

// The office's writes to the disclosure: typed answers, a certificate, a row of board results. Each checks what
// the schema cannot (the item exists, the document is in the library), writes in one transaction and audits.

export const NO_SUCH_ITEM = "The disclosure has no such item.";
export const NO_SUCH_RESULT = "No such row of results.";

/** Saves the typed answers given (keys already checked by answersSchema); an empty answer is stored empty. */
export async function saveAnswers(db: Kysely<Database>, answers: Record<string, string>, actor: AuditActor) {
  const items = new Map((await listItems(db)).map((item) => [item.key, item]));
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("disclosure_answers").select(["item_key", "value"]).execute();
    for (const [key, value] of Object.entries(answers)) {
      if (!items.has(key)) throw new RefusedError(400, FIX_FIELDS, { [key]: NO_SUCH_ITEM });
      const row = { value, sample: 0, updated_at: now, updated_by: actor.userid };
      await trx
        .insertInto("disclosure_answers")
        .values({ item_key: key, ...row })
        .onConflict((oc) => oc.column("item_key").doUpdateSet(row))
        .execute();
    }
    await recordAudit(trx, actor, {
      action: "update",
      entity: "disclosure",
      before: Object.fromEntries(
        before.filter((row) => row.item_key in answers).map((row) => [row.item_key, row.value]),
      ),
      after: answers,
    });
  });
}

/** A certificate of section B, pointing to a document of the library. */
export async function saveCertificate(db: Kysely<Database>, key: string, input: CertificateInput, actor: AuditActor) {
  const item = await findItem(db, key);
  if (!item || item.kind !== "certificate") throw new RefusedError(404, NO_SUCH_ITEM);
  if (!(await findDocument(db, input.documentId)))
    throw new RefusedError(400, FIX_FIELDS, { documentId: DOCUMENT_NOT_IN_LIBRARY });
  const row = {
    document_id: input.documentId,
    issued_on: input.issuedOn,
    valid_until: input.validUntil || null,
    authority: input.authority,
    sample: 0,
    updated_at: nowIso(),
    updated_by: actor.userid,
  };
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("disclosure_certificates")
      .selectAll()
      .where("item_key", "=", key)
      .executeTakeFirst();
    await trx
      .insertInto("disclosure_certificates")
      .values({ item_key: key, ...row })
      .onConflict((oc) => oc.column("item_key").doUpdateSet(row))
      .execute();
    await recordAudit(trx, actor, {
      action: "update",
      entity: "disclosure_certificate",
      entityKey: key,
      before,
      after: row,
    });
  });
  return { key, label: item.label, ...input, validUntil: input.validUntil || null };
}

/** A class's results for one examination year: a second entry for the same class and year replaces the first. */
export async function saveResult(db: Kysely<Database>, input: ResultInput, actor: AuditActor) {
  const row = { registered: input.registered, passed: input.passed, sample: 0, updated_at: nowIso() };
  return db.transaction().execute(async (trx) => {
    const saved = await trx
      .insertInto("disclosure_results")
      .values({ class_name: input.className, year: input.year, ...row })
      .onConflict((oc) => oc.columns(["class_name", "year"]).doUpdateSet(row))
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: "update", entity: "disclosure_result", entityKey: saved.id, after: input });
    return { id: saved.id, ...input };
  });
}

export async function deleteResult(db: Kysely<Database>, id: number, actor: AuditActor) {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("disclosure_results").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) throw new RefusedError(404, NO_SUCH_RESULT);
    await trx.deleteFrom("disclosure_results").where("id", "=", id).execute();
    await recordAudit(trx, actor, { action: "delete", entity: "disclosure_result", entityKey: id, before });
  });
}
