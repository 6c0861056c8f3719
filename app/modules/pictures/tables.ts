import type { Flag, Timestamp } from "~/kernel/database/columns";

/** The picture library's words for one stored picture (migration 043). */
export interface PictureDetailsTable {
  media_key: string;
  alt: string;
  caption: string;
  decorative: Flag;
  created_at: Timestamp;
  created_by: string | null;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** The tables the pictures module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface PicturesTables {
  picture_details: PictureDetailsTable;
}
