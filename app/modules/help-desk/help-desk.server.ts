import type { Kysely, Transaction } from "kysely";
import type { Database, InboxItemRow } from "../../../db/schema";
import { escapeLike, likeOperator, nowIso } from "~/kernel/database/dialect";
import { readPage } from "~/kernel/pagination";
import { enqueueMail, isDeliverableAddress, mailAboutInboxItem, wakeMailSender } from "~/modules/mail/index.server";
import { renderMail } from "~/modules/mail";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { RefusedError } from "~/kernel/errors";
import { getSiteSettings } from "~/modules/site/index.server";
import { accountNames, findAccountName, listActiveAccounts } from "~/modules/accounts/index.server";
import type { HelpDeskQuery } from "./help-desk";
import { INBOX_KINDS, INBOX_KIND_SINGULAR, type InboxKind, type InboxStatus } from "./kinds";
import { inboxSourceOf } from "./inbox-sources.server";
import { getMailSettings } from "./mail-settings.server";

// The help desk over every public form: one list with filters, each item's status, assignee, notes and
// e-mailed replies (kept in its history), the trash, and the counts the dashboard shows.

export const TRASH_DAYS = 30;

type Actor = AuditActor & { id: number | null };

export type HelpDeskRow = InboxItemRow & { assignee_name: string | null };

function filtered(db: Kysely<Database>, query: HelpDeskQuery, viewerId: number | null) {
  let select = db.selectFrom("inbox_items").where("inbox_items.deleted_at", query.trash ? "is not" : "is", null);
  if (query.kind) select = select.where("inbox_items.kind", "=", query.kind);
  if (query.status === "open") select = select.where("inbox_items.status", "!=", "done");
  else if (query.status) select = select.where("inbox_items.status", "=", query.status);
  if (query.assignee === "none") select = select.where("inbox_items.assignee_id", "is", null);
  else if (query.assignee === "me") select = select.where("inbox_items.assignee_id", "=", viewerId ?? -1);
  else if (query.assignee) select = select.where("inbox_items.assignee_id", "=", Number(query.assignee));
  if (query.from) select = select.where("inbox_items.received_at", ">=", `${query.from}T00:00:00.000Z`);
  if (query.to) select = select.where("inbox_items.received_at", "<=", `${query.to}T23:59:59.999Z`);
  if (query.q) {
    const like = likeOperator(db);
    const pattern = `%${escapeLike(query.q)}%`;
    const digits = query.q.replace(/\D/g, "");
    select = select.where((eb) =>
      eb.or([
        eb("inbox_items.name", like, pattern),
        eb("inbox_items.email", like, pattern),
        eb("inbox_items.summary", like, pattern),
        eb("inbox_items.reference", like, pattern),
        eb("inbox_items.phone", like, digits.length >= 3 ? `%${digits}%` : pattern),
      ]),
    );
  }
  return select;
}

/** The items with the display name of whoever each is assigned to (the accounts module keeps the names). */
async function withAssigneeNames(db: Kysely<Database>, items: InboxItemRow[]): Promise<HelpDeskRow[]> {
  const names = await accountNames(
    db,
    items.map((item) => item.assignee_id),
  );
  return items.map((item) => ({
    ...item,
    assignee_name: item.assignee_id === null ? null : (names.get(item.assignee_id) ?? null),
  }));
}

/** One page of the list, newest first; a page past the end (items handled or deleted since) is the last page. */
export async function listHelpDesk(db: Kysely<Database>, query: HelpDeskQuery, viewerId: number | null) {
  const found = await readPage(query, {
    total: async () =>
      Number(
        (
          await filtered(db, query, viewerId)
            .select((eb) => eb.fn.countAll<number>().as("total"))
            .executeTakeFirstOrThrow()
        ).total,
      ),
    rows: ({ offset, limit }) =>
      filtered(db, query, viewerId)
        .selectAll("inbox_items")
        .orderBy("inbox_items.received_at", "desc")
        .orderBy("inbox_items.id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
  });
  return { ...found, rows: await withAssigneeNames(db, found.rows) };
}

/** Every row of the current filter, for the CSV export (in pages, so a large inbox is not held at once). */
export async function* exportHelpDesk(db: Kysely<Database>, query: HelpDeskQuery, viewerId: number | null) {
  const pageSize = 500;
  for (let offset = 0; ; offset += pageSize) {
    const rows = await withAssigneeNames(
      db,
      await filtered(db, query, viewerId)
        .selectAll("inbox_items")
        .orderBy("inbox_items.received_at", "desc")
        .orderBy("inbox_items.id", "desc")
        .limit(pageSize)
        .offset(offset)
        .execute(),
    );
    yield rows;
    if (rows.length < pageSize) return;
  }
}

export type KindCounts = Record<InboxKind, { new: number; open: number }>;

/** New and not-yet-done items per kind (the dashboard home and the section's badge). */
export async function countOpenByKind(db: Kysely<Database>): Promise<KindCounts> {
  const rows = await db
    .selectFrom("inbox_items")
    .select((eb) => ["kind", "status", eb.fn.countAll<number>().as("total")])
    .where("deleted_at", "is", null)
    .where("status", "!=", "done")
    .groupBy(["kind", "status"])
    .execute();
  const counts = Object.fromEntries(INBOX_KINDS.map((kind) => [kind, { new: 0, open: 0 }])) as KindCounts;
  for (const row of rows) {
    counts[row.kind].open += Number(row.total);
    if (row.status === "new") counts[row.kind].new += Number(row.total);
  }
  return counts;
}

/** One item with the form's own fields, its history and its e-mails. */
export async function getHelpDeskItem(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom("inbox_items").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const [item] = await withAssigneeNames(db, [row]);
  const [source, events, mails] = await Promise.all([
    inboxSourceOf(item.kind)?.find(db, item.source_id),
    db.selectFrom("inbox_events").selectAll().where("item_id", "=", id).orderBy("id").execute(),
    mailAboutInboxItem(db, id),
  ]);
  const actors = await accountNames(
    db,
    events.map((event) => event.actor_id),
  );
  return {
    item,
    source: (source ?? null) as Record<string, unknown> | null,
    events: events.map((event) => ({
      ...event,
      actor_name: event.actor_id === null ? null : (actors.get(event.actor_id) ?? null),
    })),
    mails,
  };
}

async function addEvent(
  trx: Transaction<Database>,
  itemId: number,
  event: Database["inbox_events"]["event"],
  actor: Actor,
  body: string | null,
  outboxId: number | null = null,
) {
  await trx
    .insertInto("inbox_events")
    .values({
      item_id: itemId,
      event,
      actor_id: actor.id,
      actor_userid: actor.userid,
      body,
      outbox_id: outboxId,
      created_at: nowIso(),
    })
    .execute();
}

async function lockItem(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom("inbox_items")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

/** What a help-desk change did, in a sentence; a refusal is a RefusedError (status, message, field). */
export type HelpDeskOutcome = { message: string };

const notFound = () => new RefusedError(404, "No such inbox item (it may have been deleted).");
const refusedField = (field: string, message: string) => new RefusedError(400, message, { [field]: message });

export async function setItemStatus(db: Kysely<Database>, id: number, status: InboxStatus, actor: Actor) {
  return db.transaction().execute(async (trx): Promise<HelpDeskOutcome> => {
    const item = await lockItem(trx, id);
    if (!item) throw notFound();
    if (item.status === status) return { message: "No change." };
    const now = nowIso();
    await trx
      .updateTable("inbox_items")
      .set({ status, updated_at: now, done_at: status === "done" ? now : null })
      .where("id", "=", id)
      .execute();
    // The spec's handled mark follows "done".
    await inboxSourceOf(item.kind)?.markHandled(trx, item.source_id, status === "done");
    await addEvent(trx, id, "status", actor, status);
    await recordAudit(trx, actor, {
      action: "inbox_status",
      entity: "inbox_item",
      entityKey: item.reference,
      before: { status: item.status },
      after: { status },
    });
    return { message: `${item.reference} is now ${status.replace("_", " ")}.` };
  });
}

export async function assignItem(db: Kysely<Database>, id: number, assigneeId: number | null, actor: Actor) {
  return db.transaction().execute(async (trx): Promise<HelpDeskOutcome> => {
    const item = await lockItem(trx, id);
    if (!item) throw notFound();
    let name: string | null = null;
    if (assigneeId !== null) {
      const user = await findAccountName(trx, assigneeId);
      if (!user || user.disabled) throw refusedField("assignee", "Choose someone from the list.");
      name = user.display_name;
    }
    await trx
      .updateTable("inbox_items")
      .set({
        assignee_id: assigneeId,
        updated_at: nowIso(),
        // Taking an item on means someone is working on it.
        ...(assigneeId !== null && item.status === "new" ? { status: "in_progress" as const } : {}),
      })
      .where("id", "=", id)
      .execute();
    await addEvent(trx, id, "assign", actor, name ?? "nobody");
    await recordAudit(trx, actor, {
      action: "inbox_assign",
      entity: "inbox_item",
      entityKey: item.reference,
      before: { assignee_id: item.assignee_id },
      after: { assignee_id: assigneeId },
    });
    return { message: name ? `${item.reference} is assigned to ${name}.` : `${item.reference} is unassigned.` };
  });
}

export async function addNote(db: Kysely<Database>, id: number, note: string, actor: Actor) {
  return db.transaction().execute(async (trx): Promise<HelpDeskOutcome> => {
    const item = await lockItem(trx, id);
    if (!item) throw notFound();
    await addEvent(trx, id, "note", actor, note);
    await trx.updateTable("inbox_items").set({ updated_at: nowIso() }).where("id", "=", id).execute();
    return { message: "Note added." };
  });
}

/** An e-mail to the sender written in the dashboard, sent through the outbox and kept in the history. */
export async function replyToItem(
  db: Kysely<Database>,
  id: number,
  reply: { subject: string; body: string },
  actor: Actor & { displayName: string },
) {
  const outcome = await db.transaction().execute(async (trx): Promise<HelpDeskOutcome> => {
    const item = await lockItem(trx, id);
    if (!item) throw notFound();
    if (!isDeliverableAddress(item.email))
      throw refusedField("body", "This sender gave no e-mail address we can write to.");
    const [site, mail] = await Promise.all([getSiteSettings(trx), getMailSettings(trx)]);
    const office = mail.officeAddresses[item.kind] || site.email;
    const subject = reply.subject.includes(item.reference) ? reply.subject : `${reply.subject} [${item.reference}]`;
    const outboxId = await enqueueMail(trx, {
      purpose: "reply",
      to: item.email,
      replyTo: isDeliverableAddress(office) ? office : null,
      inboxItemId: id,
      subject,
      ...renderMail({
        schoolName: site.schoolName,
        heading: subject,
        paragraphs: [...reply.body.split(/\r?\n\r?\n/), `${actor.displayName}, ${site.schoolName}`],
        footer: `About your ${INBOX_KIND_SINGULAR[item.kind]} ${item.reference}. Phone ${site.phone}.`,
      }),
    });
    await addEvent(trx, id, "reply", actor, `${subject}\n\n${reply.body}`, outboxId);
    await trx
      .updateTable("inbox_items")
      .set({
        updated_at: nowIso(),
        ...(item.status === "new" ? { status: "in_progress" as const } : {}),
      })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, actor, { action: "inbox_reply", entity: "inbox_item", entityKey: item.reference });
    return { message: `Reply to ${item.email} queued; see its state below.` };
  });
  wakeMailSender();
  return outcome;
}

/** Admins: into the trash (erased for good after TRASH_DAYS), or back out of it. */
export async function trashItem(db: Kysely<Database>, id: number, trash: boolean, actor: Actor) {
  return db.transaction().execute(async (trx): Promise<HelpDeskOutcome> => {
    const item = await trx.selectFrom("inbox_items").selectAll().where("id", "=", id).executeTakeFirst();
    if (!item || (trash ? item.deleted_at !== null : item.deleted_at === null)) throw notFound();
    await trx
      .updateTable("inbox_items")
      .set({ deleted_at: trash ? nowIso() : null, deleted_by: trash ? actor.userid : null, updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    await addEvent(trx, id, trash ? "deleted" : "restored", actor, null);
    await recordAudit(trx, actor, {
      action: trash ? "delete" : "restore",
      entity: "inbox_item",
      entityKey: item.reference,
    });
    return {
      message: trash
        ? `${item.reference} moved to the trash; it is erased for good after ${TRASH_DAYS} days.`
        : `${item.reference} restored.`,
    };
  });
}

/** People an item can be assigned to. */
export function listAssignees(db: Kysely<Database>) {
  return listActiveAccounts(db);
}
