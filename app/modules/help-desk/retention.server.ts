import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";

// The retention period in the mail settings covers everything personal, not only the help desk's items: other
// modules keep their own personal rows (rejected alumni registrations, password reset requests, the user ids typed
// in failed sign-ins), and as the help desk cannot import them, each registers how it erases its own rows, through
// app/wiring.server.ts (docs/decisions/105-owners-register-with-readers.md). The help desk's nightly retention job
// calls every one with the cutoff.

/** Erases or deletes what its module kept from before `cutoff`; answers how many rows it touched. */
export type RetentionEraser = (db: Kysely<Database>, cutoff: Date, now: Date) => Promise<number>;

const erasers = new Map<string, RetentionEraser>();

/** Adds (or replaces) one module's eraser, under a name the job's log shows. */
export function registerRetentionEraser(name: string, eraser: RetentionEraser) {
  erasers.set(name, eraser);
}

/** Runs every registered eraser; answers the count of each by name. One that fails does not stop the others. */
export async function runRetentionErasers(db: Kysely<Database>, cutoff: Date, now: Date) {
  const counts: Record<string, number | string> = {};
  for (const [name, eraser] of erasers) {
    try {
      counts[name] = await eraser(db, cutoff, now);
    } catch (err) {
      counts[name] = `failed: ${err instanceof Error ? err.message : String(err)}`;
    }
  }
  return counts;
}
