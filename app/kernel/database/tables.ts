import type { Generated } from "kysely";
import type { Timestamp } from "./columns";

export interface SiteSettingTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** One stored file: the original and its derived sizes live under the same key prefix. */
export interface MediaTable {
  key: string;
  content_type: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  /** JSON: { thumb?: key, sizes?: [{ width, webp, avif, jpeg }] } */
  variants: string;
  original_name: string | null;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_userid: string | null;
  action: string;
  entity: string | null;
  entity_key: string | null;
  /** JSON: { field: { before, after } } with secrets redacted. */
  changes: string | null;
  ip: string | null;
  created_at: Timestamp;
}

export interface RateLimitHitTable {
  key: string;
  hits: number;
  /** Epoch milliseconds at which this window ends. */
  reset_at: number;
}

/** The tables the kernel owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
/** The scheduled jobs' lease per job name (app/kernel/jobs.server.ts). */
export interface ScheduledTaskTable {
  name: string;
  last_run_at: Timestamp | null;
  lease_until: Timestamp | null;
}

export interface KernelTables {
  scheduled_tasks: ScheduledTaskTable;
  site_settings: SiteSettingTable;
  media: MediaTable;
  audit_log: AuditLogTable;
  rate_limit_hits: RateLimitHitTable;
}
