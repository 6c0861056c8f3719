import type { Generated } from "kysely";
import type { Timestamp } from "~/kernel/database/columns";

export interface GalleryItemTable {
  id: Generated<number>;
  media_key: string | null;
  screenname: string;
  imageorvideo: "Image" | "Video";
  imagename: string | null;
  videoname: string | null;
  eventname: string;
  eventdesc: string | null;
  eventdate: string;
  created_at: Timestamp;
  created_by: number | null;
}

/** The tables the gallery module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface GalleryTables {
  gallery_items: GalleryItemTable;
}
