import type { PageRow } from "../../../db/schema";
import type { PageForOffice } from "./schema";
import type { PublishedPage } from "./pages.server";

// What every write of a page's words answers (English page or translation), and who hears of a publish.

/** Called after every publish (render cache, site search); registered by the server at start-up. */
type PublishListener = (page: PublishedPage & { language: string }) => void | Promise<void>;
const publishListeners = new Set<PublishListener>();
export function onPagePublished(listener: PublishListener) {
  publishListeners.add(listener);
  return () => publishListeners.delete(listener);
}
export async function announcePublished(page: PublishedPage & { language: string }) {
  for (const listener of publishListeners) await listener(page);
}

/** Why a write was refused: the page is not there, someone saved after the writer's version, or nothing to publish. */
export type PageWriteRefusal =
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "stale"; changedBy: string | null; changedAt: string }
  | { ok: false; reason: "no-draft" }
  | { ok: false; reason: "no-revision" }
  | { ok: false; reason: "trashed" };
export type PageWriteResult = { ok: true; page: PageForOffice } | PageWriteRefusal;

export const stale = (row: Pick<PageRow, "updated_by" | "updated_at">): PageWriteRefusal => ({
  ok: false,
  reason: "stale",
  changedBy: row.updated_by,
  changedAt: row.updated_at,
});
