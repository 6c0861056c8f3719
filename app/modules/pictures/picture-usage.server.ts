import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { pictureHolders } from "./picture-holders.server";
import type { PictureUse } from "./schema";

export type { PictureUse };

type Db = Kysely<Database> | Transaction<Database>;

/** The folder every file made from one stored picture shares ("pictures/2026-11-23/3f9a0c1b2d4e"). */
export const mediaFolder = (key: string) => key.replace(/\/[^/]*$/, "");

/**
 * Every place that shows the picture stored under `key`, as each registered holder lists its own: page blocks
 * (published and draft) and social images whose address points into its folder, gallery entries, slides, events
 * and news posts. Earlier published versions of a page are not counted (restoring one is a new draft, which the
 * office checks before publishing).
 */
export async function findPictureUses(db: Db, key: string): Promise<PictureUse[]> {
  const found = await Promise.all(pictureHolders().map((holder) => holder.usesOf(db, key)));
  return found.flat();
}
