import type { Kysely, Transaction } from "kysely";
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
