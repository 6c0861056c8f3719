import type { Kysely, Transaction, Updateable } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import type { Database } from "../../../db/schema";
import type { InboxType } from "./inbox";
import { SOURCE_TABLE_KINDS, type InboxKind } from "./kinds";

// The public forms (contact, enquiries, donations) keep their own rows and import the help desk to file each
// submission, so the help desk cannot import them: each describes its reads and writes as an InboxSource and the
// wiring on top (app/wiring.server.ts) registers it here (docs/decisions/105-owners-register-with-readers.md).

type Db = Kysely<Database> | Transaction<Database>;

/** One row of a form's own table, in the spec's shape (its columns as stored). */
export type InboxItem = Record<string, unknown> & { id: number; createdat: string; handled: number };

export type InboxSource = {
  /** One row, or undefined. */
  find: (db: Db, id: number) => Promise<InboxItem | undefined>;
  /** How many rows there are (`unhandled`: nobody has dealt with yet). */
  count: (db: Db, filter: { unhandled: boolean }) => Promise<number>;
  /** Rows newest first, a window at a time. */
  list: (db: Db, filter: { unhandled: boolean; offset: number; limit: number }) => Promise<InboxItem[]>;
  /** Sets the spec's handled mark; the row as it now is, or undefined when there is none. */
  markHandled: (trx: Transaction<Database>, id: number, handled: boolean) => Promise<InboxItem | undefined>;
  /** Replaces the personal data of these rows by the kernel's ERASED (or empties it); the rows stay as counts. */
  erase: (trx: Transaction<Database>, ids: number[]) => Promise<void>;
  /** Deletes these rows for good. */
  remove: (trx: Transaction<Database>, ids: number[]) => Promise<void>;
};

const sources = new Map<InboxType, InboxSource>();

/** Adds (or replaces) the source of one of the spec's inbox lists. */
export function registerInboxSource(type: InboxType, source: InboxSource) {
  sources.set(type, source);
}

/** The source of an inbox list; a missing one means the wiring was not loaded, which would leave its rows alone. */
export function inboxSource(type: InboxType): InboxSource {
  const source = sources.get(type);
  if (!source)
    throw new Error(`No inbox source is registered for ${type}: import app/wiring.server.ts in this entry point.`);
  return source;
}

const TYPE_OF_KIND = new Map<InboxKind, InboxType>(
  Object.entries(SOURCE_TABLE_KINDS).flatMap(([type, kinds]) => kinds.map((kind) => [kind, type as InboxType])),
);

/** The inbox list an item kind comes from (its form's own rows), or undefined for a kind without one (alumni). */
export function inboxTypeOf(kind: InboxKind): InboxType | undefined {
  return TYPE_OF_KIND.get(kind);
}

/** The source an item kind comes from, or undefined for a kind whose form keeps no rows the help desk reads. */
export function inboxSourceOf(kind: InboxKind): InboxSource | undefined {
  const type = inboxTypeOf(kind);
  return type ? inboxSource(type) : undefined;
}

/** The tables a form keeps its rows in: each has an id, its time and the spec's handled mark. */
type InboxTableName = {
  [T in keyof Database]: Database[T] extends { id: unknown; createdat: unknown; handled: unknown; handled_at: unknown }
    ? T
    : never;
}[keyof Database];

type InboxRow = { id: number; createdat: string; handled: number; handled_at: string | null };

/**
 * The source of a form that keeps one row per submission in its own table: the owner names its table and what its
 * personal fields become when erased; the reads and writes are the same for every such form.
 */
export function tableInboxSource<T extends InboxTableName>(table: T, erased: Updateable<Database[T]>): InboxSource {
  // The owner passes its own table's name; the shared columns are all these queries touch.
  const rows = (db: Db) => db as unknown as Kysely<{ form_rows: InboxRow }>;
  const name = table as string as "form_rows";
  const select = (db: Db, unhandled: boolean) => {
    const from = rows(db).selectFrom(name);
    return unhandled ? from.where("handled", "=", 0) : from;
  };
  return {
    find: (db, id) => rows(db).selectFrom(name).selectAll().where("id", "=", id).executeTakeFirst(),
    async count(db, { unhandled }) {
      const row = await select(db, unhandled)
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
    list: (db, { unhandled, offset, limit }) =>
      select(db, unhandled)
        .selectAll()
        .orderBy("createdat", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
    markHandled: (trx, id, handled) =>
      rows(trx)
        .updateTable(name)
        .set({ handled: handled ? 1 : 0, handled_at: handled ? nowIso() : null })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst(),
    async erase(trx, ids) {
      if (ids.length > 0)
        await rows(trx)
          .updateTable(name)
          .set(erased as Updateable<InboxRow>)
          .where("id", "in", ids)
          .execute();
    },
    async remove(trx, ids) {
      if (ids.length > 0) await rows(trx).deleteFrom(name).where("id", "in", ids).execute();
    },
  };
}
