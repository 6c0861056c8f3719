import "~/kernel/zod-setup";
import { z } from "zod";
import { pageFields } from "~/kernel/pagination";

/** The actions the audit log records, for the filter's choices. */
export const AUDIT_ACTIONS = [
  "login",
  "login_failed",
  "login_locked",
  "logout",
  "create",
  "update",
  "delete",
  "upload",
  "settings",
  "password_reset",
  "password_change",
  "password_check_failed",
  "two_factor_enrolment_started",
  "two_factor_enabled",
  "two_factor_passed",
  "two_factor_failed",
  "two_factor_disabled",
  "two_factor_reset",
  "recovery_code_used",
  "recovery_codes_renewed",
  "session_ended",
  "sessions_ended",
  "page_draft",
  "page_publish",
  "page_restore",
  "page_create",
  "page_trash",
  "page_untrash",
  "page_hide",
  "page_show",
  "menu_save",
] as const;

const optionalDate = (message: string) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
      .optional(),
  );

/** The API may ask for 10 to 100 entries a page; the dashboard shows 25. */
export const AUDIT_PAGE_SIZES = { min: 10, max: 100, usual: 25 } as const;

/** GET /api/audit filters: who, what, from and to (calendar dates, inclusive), and the page. */
export const auditQuerySchema = z.object({
  actor: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().trim().max(100, { error: "User ID must be at most 100 characters" }).optional(),
  ),
  action: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .trim()
      .max(50, { error: "Unknown action" })
      .regex(/^[a-z_]+$/, { error: "Unknown action" })
      .optional(),
  ),
  from: optionalDate("From must be a date (YYYY-MM-DD)"),
  to: optionalDate("To must be a date (YYYY-MM-DD)"),
  ...pageFields(AUDIT_PAGE_SIZES),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export type AuditEntryView = {
  id: number;
  at: string;
  actor: string | null;
  action: string;
  entity: string | null;
  entityKey: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  ip: string | null;
};
