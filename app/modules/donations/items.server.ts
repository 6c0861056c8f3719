import type { Kysely, Transaction } from "kysely";
import { db } from "~/kernel/database/connection";
import { nowIso } from "~/kernel/database/dialect";
import type { Database, DonationItemRow } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import type { DonationItemBody, DonationItemInput } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

/** An item of the Donate page. Its id is what the form's `quantities.{id}` boxes name. */
export type DonationItem = {
  id: string;
  name: string;
  description: string;
  cost: number;
  position: number;
  active: boolean;
};

const itemFromRow = (row: DonationItemRow): DonationItem => ({
  id: String(row.id),
  name: row.name,
  description: row.description,
  cost: Number(row.cost),
  position: row.sort_order,
  active: row.active === 1,
});

/** The items in page order: only those offered, or (for the office) all of them. */
export async function listDonationItems(db: Db, options: { all?: boolean } = {}): Promise<DonationItem[]> {
  let query = db.selectFrom("donation_items").selectAll().orderBy("sort_order").orderBy("id");
  if (!options.all) query = query.where("active", "=", 1);
  return (await query.execute()).map(itemFromRow);
}

export async function findDonationItem(db: Db, id: number) {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const row = await db.selectFrom("donation_items").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? itemFromRow(row) : undefined;
}

/** Puts one item at `position` (clamped) and numbers the list 1..n again; without a position, only renumbers. */
async function placeItem(trx: Db, id: number, position?: number) {
  const rows = await trx
    .selectFrom("donation_items")
    .select(["id", "sort_order"])
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  const ids = rows.map((row) => row.id).filter((other) => other !== id);
  if (position !== undefined && rows.some((row) => row.id === id))
    ids.splice(Math.min(Math.max(position, 1), ids.length + 1) - 1, 0, id);
  for (const [index, other] of ids.entries()) {
    if (rows.find((row) => row.id === other)?.sort_order !== index + 1)
      await trx
        .updateTable("donation_items")
        .set({ sort_order: index + 1 })
        .where("id", "=", other)
        .execute();
  }
}

/** Adds an item, last on the page unless a position is given; offered unless `active` is false. */
export async function createDonationItem(db: Kysely<Database>, input: DonationItemBody, actor: AuditActor) {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom("donation_items")
      .select((eb) => eb.fn.max("sort_order").as("last"))
      .executeTakeFirst();
    const now = nowIso();
    const row = await trx
      .insertInto("donation_items")
      .values({
        name: input.name,
        description: input.description,
        cost: input.cost,
        sort_order: Number(last?.last ?? 0) + 1,
        active: input.active === false ? 0 : 1,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (input.position !== undefined) await placeItem(trx, row.id, input.position);
    const created = (await findDonationItem(trx, row.id))!;
    await recordAudit(trx, actor, { action: "create", entity: "donation_item", entityKey: row.id, after: created });
    return created;
  });
}

/** Changes an item; pledges already made keep the name and cost they were made at. */
export async function updateDonationItem(
  db: Kysely<Database>,
  id: number,
  input: DonationItemInput & Partial<Pick<DonationItemBody, "active" | "position">>,
  actor: AuditActor,
) {
  return db.transaction().execute(async (trx) => {
    const before = await findDonationItem(trx, id);
    if (!before) return undefined;
    await trx
      .updateTable("donation_items")
      .set({
        name: input.name,
        description: input.description,
        cost: input.cost,
        ...(input.active === undefined ? {} : { active: input.active ? 1 : 0 }),
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .execute();
    if (input.position !== undefined) await placeItem(trx, id, input.position);
    const after = (await findDonationItem(trx, id))!;
    await recordAudit(trx, actor, { action: "update", entity: "donation_item", entityKey: id, before, after });
    return after;
  });
}

/** Offers an item again or stops offering it (it leaves the Donate page; past pledges are untouched). */
export async function setDonationItemActive(db: Kysely<Database>, id: number, active: boolean, actor: AuditActor) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("donation_items")
      .set({ active: active ? 1 : 0, updated_at: nowIso() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordAudit(trx, actor, {
      action: active ? "activate" : "deactivate",
      entity: "donation_item",
      entityKey: id,
    });
    return true;
  });
}

/** One step up or down on the Donate page. */
export async function moveDonationItem(db: Kysely<Database>, id: number, direction: "up" | "down", actor: AuditActor) {
  return db.transaction().execute(async (trx) => {
    const item = await findDonationItem(trx, id);
    if (!item) return false;
    await placeItem(trx, id, Math.max(1, item.position + (direction === "up" ? -1 : 1)));
    await recordAudit(trx, actor, { action: "reorder", entity: "donation_item", entityKey: id, after: { direction } });
    return true;
  });
}

/** Removes an item for good; pledges keep their own copy of its name and cost. */
export async function deleteDonationItem(db: Kysely<Database>, id: number, actor: AuditActor) {
  return db.transaction().execute(async (trx) => {
    const before = await findDonationItem(trx, id);
    if (!before) return false;
    await trx.deleteFrom("donation_items").where("id", "=", id).execute();
    await placeItem(trx, id);
    await recordAudit(trx, actor, { action: "delete", entity: "donation_item", entityKey: id, before });
    return true;
  });
}

// Page loaders and dashboard actions on the app's own database.

/** The Donate page's items: those offered, in order. */
export const loadDonationItems = () => listDonationItems(db());

export const loadDonationItemsForOffice = () => listDonationItems(db(), { all: true });

export const createDonationItemFromDashboard = (input: DonationItemInput, actor: AuditActor) =>
  createDonationItem(db(), input, actor);

export const updateDonationItemFromDashboard = (id: number, input: DonationItemInput, actor: AuditActor) =>
  updateDonationItem(db(), id, input, actor);

export const setDonationItemActiveFromDashboard = (id: number, active: boolean, actor: AuditActor) =>
  setDonationItemActive(db(), id, active, actor);

export const moveDonationItemFromDashboard = (id: number, direction: "up" | "down", actor: AuditActor) =>
  moveDonationItem(db(), id, direction, actor);
