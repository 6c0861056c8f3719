import { nowIso } from "~/kernel/database/dialect";
import { ERASED } from "~/kernel/privacy";
import type { InboxItem, InboxSource } from "~/modules/help-desk/index.server";

/** The call-back requests and contact messages as the help desk reads and keeps them (its "contact_requests" list). */
export const contactInboxSource: InboxSource = {
  find: (db, id) =>
    db.selectFrom("contact_requests").selectAll().where("id", "=", id).executeTakeFirst() as Promise<
      InboxItem | undefined
    >,
  async count(db, { unhandled }) {
    let select = db.selectFrom("contact_requests");
    if (unhandled) select = select.where("handled", "=", 0);
    const row = await select.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
    return Number(row.total);
  },
  async list(db, { unhandled, offset, limit }) {
    let select = db.selectFrom("contact_requests");
    if (unhandled) select = select.where("handled", "=", 0);
    const rows = await select
      .selectAll()
      .orderBy("createdat", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute();
    return rows as InboxItem[];
  },
  markHandled: (trx, id, handled) =>
    trx
      .updateTable("contact_requests")
      .set({ handled: handled ? 1 : 0, handled_at: handled ? nowIso() : null })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst() as Promise<InboxItem | undefined>,
  async erase(trx, ids) {
    if (ids.length === 0) return;
    await trx
      .updateTable("contact_requests")
      .set({ name: ERASED, emailid: ERASED, mobilnum: null, subject: null, message: null })
      .where("id", "in", ids)
      .execute();
  },
  async remove(trx, ids) {
    if (ids.length > 0) await trx.deleteFrom("contact_requests").where("id", "in", ids).execute();
  },
};
