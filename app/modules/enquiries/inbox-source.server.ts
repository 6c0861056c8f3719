import { nowIso } from "~/kernel/database/dialect";
import { ERASED } from "~/kernel/privacy";
import type { InboxItem, InboxSource } from "~/modules/help-desk/index.server";

/** The admission enquiries as the help desk reads and keeps them (its "enquiries" list). */
export const enquiryInboxSource: InboxSource = {
  find: (db, id) =>
    db.selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst() as Promise<InboxItem | undefined>,
  async count(db, { unhandled }) {
    let select = db.selectFrom("enquiries");
    if (unhandled) select = select.where("handled", "=", 0);
    const row = await select.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
    return Number(row.total);
  },
  async list(db, { unhandled, offset, limit }) {
    let select = db.selectFrom("enquiries");
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
      .updateTable("enquiries")
      .set({ handled: handled ? 1 : 0, handled_at: handled ? nowIso() : null })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst() as Promise<InboxItem | undefined>,
  async erase(trx, ids) {
    if (ids.length === 0) return;
    await trx
      .updateTable("enquiries")
      .set({
        studentName: ERASED,
        parentName: ERASED,
        occupation: null,
        address: null,
        presentSchool: null,
        phone: "",
        email: ERASED,
        remarks: null,
      })
      .where("id", "in", ids)
      .execute();
  },
  async remove(trx, ids) {
    if (ids.length > 0) await trx.deleteFrom("enquiries").where("id", "in", ids).execute();
  },
};
