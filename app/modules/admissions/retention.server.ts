import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit } from "~/kernel/audit.server";
import { logger } from "~/kernel/logger";
import { mediaStorage, type MediaStorage } from "~/kernel/storage";
import { deleteOutboxMessages } from "~/modules/mail/index.server";
import { readRteSettings } from "./rte.server";

// Retention (docs/decisions/137-admission-letters.md): an application that ended without a seat (declined or
// withdrawn) or was never submitted is deleted a number of months after its last change (a setting, 12 by default),
// with its documents in storage, its history and the messages it was sent with their attachments. Admitted
// applications stay: they are the student record's source. Run by the help desk's nightly retention job.

const ENDED = ["declined", "withdrawn", "draft"];
const SYSTEM = { id: null, userid: "system", ip: null };

export async function deleteExpiredApplications(
  db: Kysely<Database>,
  now = new Date(),
  storage: MediaStorage = mediaStorage(),
) {
  const { retentionMonths } = await readRteSettings(db);
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths);
  const { count, keys } = await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("admission_applications")
      .select(["id", "number"])
      .where("status", "in", ENDED)
      .where("updated_at", "<", cutoff.toISOString())
      .execute();
    if (!due.length) return { count: 0, keys: [] };
    const ids = due.map((application) => application.id);
    const documents = await trx
      .selectFrom("admission_documents")
      .select("storage_key")
      .where("application_id", "in", ids)
      .execute();
    const messages = await trx
      .selectFrom("admission_messages")
      .select("outbox_id")
      .where("application_id", "in", ids)
      .execute();
    await deleteOutboxMessages(
      trx,
      messages.flatMap((message) => (message.outbox_id === null ? [] : [message.outbox_id])),
    );
    for (const table of [
      "admission_messages",
      "admission_documents",
      "admission_resume_tokens",
      "admission_status_changes",
    ] as const)
      await trx.deleteFrom(table).where("application_id", "in", ids).execute();
    await trx.deleteFrom("admission_applications").where("id", "in", ids).execute();
    await recordAudit(trx, SYSTEM, {
      action: "retention_delete",
      entity: "admission_application",
      entityKey: `${due.length} applications`,
      after: { deleted: due.map((application) => application.number), retention_months: retentionMonths },
    });
    return { count: due.length, keys: documents.map((document) => document.storage_key) };
  });
  // After the rows are gone: a file that cannot be deleted now is logged (nothing points at it any more).
  for (const key of keys)
    await storage.delete(key).catch((err: unknown) => logger.warn({ err, key }, "admission document not deleted"));
  return count;
}
