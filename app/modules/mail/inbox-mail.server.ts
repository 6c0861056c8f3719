import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { ERASED } from "~/kernel/privacy";

// The outbox's copies of the messages about help-desk items (replies, acknowledgements, notifications): the item's
// history lists them, and retention erases or deletes them with the item. Waiting or sending copies are left to
// the sender.

type Db = Kysely<Database> | Transaction<Database>;

/** The messages about one help-desk item, oldest first, without their bodies. */
export function mailAboutInboxItem(db: Db, itemId: number) {
  return db
    .selectFrom("outbox_messages")
    .select(["id", "purpose", "to_address", "subject", "status", "last_error", "created_at", "sent_at"])
    .where("inbox_item_id", "=", itemId)
    .orderBy("id")
    .execute();
}

/** Erases the address, subject and bodies of the sent or failed messages about these items. */
export async function eraseInboxMail(trx: Transaction<Database>, itemIds: number[]) {
  if (itemIds.length === 0) return;
  await trx
    .updateTable("outbox_messages")
    .set({ to_address: ERASED, reply_to: null, subject: ERASED, text_body: "", html_body: "" })
    .where("inbox_item_id", "in", itemIds)
    .where("status", "in", ["sent", "failed"])
    .execute();
}

/** Deletes the sent or failed messages about these items. */
export async function deleteInboxMail(trx: Transaction<Database>, itemIds: number[]) {
  if (itemIds.length === 0) return;
  await trx
    .deleteFrom("outbox_messages")
    .where("inbox_item_id", "in", itemIds)
    .where("status", "in", ["sent", "failed"])
    .execute();
}

/** Deletes the sent or failed daily digests queued before `before` (they list senders' names). */
export async function deleteDigestsBefore(db: Db, before: Date) {
  const result = await db
    .deleteFrom("outbox_messages")
    .where("purpose", "=", "digest")
    .where("created_at", "<", before.toISOString())
    .where("status", "in", ["sent", "failed"])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
