import "~/kernel/zod-setup";
import { z } from "zod";
import { pageFieldsOrUsual } from "~/kernel/pagination";
import { INBOX_KINDS, INBOX_STATUSES } from "./kinds";

// The help desk's list filters and its forms (status, assignee, note, reply), shared by pages and server.

const optionalDate = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Enter a date as YYYY-MM-DD" })
    .optional(),
);

export const helpDeskQuerySchema = z.object({
  kind: z.preprocess((v) => (v === "" ? undefined : v), z.enum(INBOX_KINDS).optional()),
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum([...INBOX_STATUSES, "open"]).optional()),
  /** A user's id, "me" or "none". */
  assignee: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^(\d{1,9}|me|none)$/)
      .optional(),
  ),
  q: z.preprocess((v) => v ?? "", z.string().trim().max(200)),
  from: optionalDate,
  to: optionalDate,
  trash: z.preprocess((v) => v === "1" || v === "true", z.boolean()).default(false),
  ...pageFieldsOrUsual({ choices: [10, 25, 50, 100], usual: 25 }),
});
export type HelpDeskQuery = z.infer<typeof helpDeskQuerySchema>;

/** The list's filters from an address; a filter that does not parse shows the unfiltered list. */
export function readHelpDeskQuery(url: URL): HelpDeskQuery {
  const parsed = helpDeskQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : helpDeskQuerySchema.parse({});
}

export const statusFormSchema = z.object({
  status: z.enum(INBOX_STATUSES, { error: "Choose new, in progress or done" }),
});

export const assignFormSchema = z.object({
  assignee: z.string().regex(/^(\d{1,9})?$/, { error: "Choose someone from the list" }),
});

export const noteFormSchema = z.object({
  note: z
    .string({ error: "Write the note first" })
    .trim()
    .min(1, { error: "Write the note first" })
    .max(4000, { error: "A note can be at most 4000 characters" }),
});

export const replyFormSchema = z.object({
  subject: z
    .string({ error: "Enter a subject" })
    .trim()
    .min(1, { error: "Enter a subject" })
    .max(200, { error: "The subject can be at most 200 characters" })
    .refine((value) => !/[\r\n]/.test(value), { error: "The subject must be one line" }),
  body: z
    .string({ error: "Write the reply first" })
    .trim()
    .min(1, { error: "Write the reply first" })
    .max(20_000, { error: "The reply can be at most 20000 characters" }),
});
