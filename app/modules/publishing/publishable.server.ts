import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import type { MediaStorage } from "~/kernel/storage/storage";
import { slugify } from "~/kernel/slug";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { deleteMedia, storeImage } from "~/kernel/media/media.server";
import { mediaRowsByKey } from "~/kernel/media/media-rows.server";
import type { SpooledFile } from "~/kernel/media/multipart.server";
import type { PictureSource } from "~/kernel/media/variants";
import { pictureFromMedia } from "~/modules/pictures/index.server";
import { replaceSearchKind, syncSearchEntry, type SearchEntry } from "~/modules/search/index.server";

// What events and news posts share: a title with its own address, a summary and a picture, draft or published,
// a trash, and an entry in the site search while published. Each module describes its table once (a
// PublishableKind) and keeps only what differs (its own fields, queries and pages).

type Db = Kysely<Database> | Transaction<Database>;

/** The little a shared step needs of an event or a post. */
export type Publishable = { id: number; slug: string; published: boolean };

/** One kind of publishable content, described by the module that owns its table (and alone reads and writes it). */
export type PublishableKind<Item extends Publishable> = {
  /** The audit log's name for it: "event", "news_post". */
  entity: string;
  /** The site search's name for it: "event", "post". */
  searchKind: SearchEntry["kind"];
  /** The address made from an empty title: "event", "news". */
  fallbackSlug: string;
  /** The refusal when the address is another one's. */
  slugTaken: string;
  /** Its picture: the form's file field, the storage folder and the refusal of a file that is no image. */
  picture: { field: string; prefix: string; notImage: string };
  pictureKeyOf: (item: Item) => string | null;
  /** Its search entry while published and out of the trash, else null. */
  searchEntry: (item: Item, trashed?: boolean) => SearchEntry | null;
  /** Whether another one (not `exceptId`) has this address, in the trash or not. */
  addressTaken: (db: Db, slug: string, exceptId?: number) => Promise<boolean>;
  /** Marks one as trashed (or, with `restore`, not); false when it was not in the state to move from. */
  moveToTrash: (trx: Transaction<Database>, id: number, restore: boolean) => Promise<boolean>;
  /** One, in the trash or not. */
  find: (db: Db, id: number) => Promise<Item | undefined>;
  /** Every published one out of the trash. */
  listPublished: (db: Kysely<Database>) => Promise<Item[]>;
};

/** The search entry of a published thing out of the trash; null otherwise (so the search drops it). */
export function entryWhilePublished(
  item: { published: boolean },
  trashed: boolean,
  entry: () => SearchEntry,
): SearchEntry | null {
  return item.published && !trashed ? entry() : null;
}

/** A free address made from the title: "sports-day", else "sports-day-2026", else "sports-day-2026-2"... */
export async function freeSlug(
  db: Db,
  kind: Pick<PublishableKind<Publishable>, "addressTaken" | "fallbackSlug">,
  title: string,
  year: string,
) {
  const base = slugify(title) || kind.fallbackSlug;
  const candidates = [base, `${base}-${year}`];
  for (let n = 2; n < 1000; n++) candidates.push(`${base}-${year}-${n}`);
  for (const candidate of candidates) if (!(await kind.addressTaken(db, candidate))) return candidate;
  throw new Error(`no free ${kind.fallbackSlug} address`);
}

/** A refusal shown under one field of the form. */
const refusedField = (field: string, message: string) => new RefusedError(400, FIX_FIELDS, { [field]: message });

/** The stored picture's key (undefined without a file); a file that is no picture is refused. */
async function storePicture(
  db: Kysely<Database>,
  storage: MediaStorage,
  rules: PublishableKind<Publishable>["picture"],
  file: SpooledFile | undefined,
): Promise<string | undefined> {
  if (!file) return undefined;
  if (file.type?.kind !== "image") throw refusedField(rules.field, rules.notImage);
  try {
    const stored = await storeImage(db, storage, file.path, { prefix: rules.prefix, originalName: file.originalName });
    return stored.key;
  } catch {
    throw refusedField(rules.field, rules.notImage);
  }
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));

/** One save of the dashboard form or the API: new when `before` is undefined. */
export type PublishableChange<Item> = {
  before: Item | undefined;
  /** The address asked for ('' to keep the current one or make one from the title). */
  slug: string;
  picture?: SpooledFile;
  removePicture?: boolean;
  /** Writes the row with this picture key and returns it read back. */
  write: (trx: Transaction<Database>, pictureKey: string | null) => Promise<Item>;
};

/**
 * Adds or replaces one, with its picture (already spooled and sniffed), its search entry and the audit entry.
 * The new picture is stored first and removed again if the row cannot be written, so a failure leaves nothing
 * behind; a replaced or removed picture is deleted once the row no longer uses it. A taken address or a file
 * that is no picture is refused (RefusedError).
 */
export async function savePublishable<Item extends Publishable>(
  db: Kysely<Database>,
  storage: MediaStorage,
  kind: PublishableKind<Item>,
  actor: AuditActor,
  change: PublishableChange<Item>,
): Promise<Item> {
  const { before } = change;
  const oldKey = before ? kind.pictureKeyOf(before) : null;
  if (change.slug && change.slug !== before?.slug && (await kind.addressTaken(db, change.slug, before?.id)))
    throw refusedField("slug", kind.slugTaken);
  const storedKey = await storePicture(db, storage, kind.picture, change.picture);
  const pictureKey = storedKey ?? (change.removePicture ? null : oldKey);
  try {
    const item = await db.transaction().execute(async (trx) => {
      const after = await change.write(trx, pictureKey);
      await syncSearchEntry(trx, kind.searchKind, after.id, kind.searchEntry(after));
      const action = before ? "update" : "create";
      await recordAudit(trx, actor, { action, entity: kind.entity, entityKey: after.id, before, after });
      return after;
    });
    if (oldKey && oldKey !== pictureKey) await deleteMedia(db, storage, oldKey);
    return item;
  } catch (error) {
    if (storedKey) await deleteMedia(db, storage, storedKey);
    if (isUniqueViolation(error)) throw refusedField("slug", kind.slugTaken);
    throw error;
  }
}

/** Moves one to the trash (off the site, the feeds and the search); `restore` brings it back. False: none to move. */
export async function trashPublishable<Item extends Publishable>(
  db: Kysely<Database>,
  kind: PublishableKind<Item>,
  id: number,
  actor: AuditActor,
  restore = false,
) {
  return db.transaction().execute(async (trx) => {
    if (!(await kind.moveToTrash(trx, id, restore))) return false;
    const item = await kind.find(trx, id);
    if (item) await syncSearchEntry(trx, kind.searchKind, id, kind.searchEntry(item, !restore));
    await recordAudit(trx, actor, { action: restore ? "restore" : "trash", entity: kind.entity, entityKey: id });
    return true;
  });
}

/** Rebuilds the search entries of one kind from its table (a database older than the search, or a repair). */
export async function reindexPublishable<Item extends Publishable>(db: Kysely<Database>, kind: PublishableKind<Item>) {
  // In table order, as the entries were first written: equal search ranks are listed by entry.
  const items = (await kind.listPublished(db)).sort((a, b) => a.id - b.id);
  await replaceSearchKind(
    db,
    kind.searchKind,
    items.map((item) => kind.searchEntry(item)!),
  );
}

/** Pictures as <Picture> sources, by media key; `alt` describes each item's picture. */
export async function picturesByKey<Item>(
  db: Kysely<Database>,
  storage: MediaStorage,
  items: Item[],
  keyOf: (item: Item) => string | null,
  alt: (item: Item) => string,
): Promise<Record<string, PictureSource>> {
  const rows = await mediaRowsByKey(db, items.map(keyOf));
  const byKey: Record<string, PictureSource> = {};
  for (const row of rows.values()) {
    const item = items.find((candidate) => keyOf(candidate) === row.key);
    byKey[row.key] = pictureFromMedia(storage, row, item ? alt(item) : "");
  }
  return byKey;
}
