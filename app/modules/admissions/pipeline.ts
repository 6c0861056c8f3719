import { z } from "zod";
import { CLASS_NAMES } from "~/kernel/settings/facts";
import { pageFields, pageFieldsOrUsual } from "~/kernel/pagination";
import { optionalText, refuseUnknownFields } from "~/kernel/validation";
import { APPLICATION_STATUSES, type ApplicationStatus } from "./schema";

// The office's pipeline (docs/decisions/135-admissions-pipeline-board-seats-and-bulk-moves.md): the board's
// columns, the filter shared by the page, the CSV and the API, the bulk move and the seats per class. Browser-safe.

/** The board's columns: the main line in order, then the side steps and the ends. */
export const BOARD_COLUMNS = [
  "submitted",
  "documents_needed",
  "documents_verified",
  "assessment_scheduled",
  "offered",
  "fee_paid",
  "admitted",
  "waitlisted",
  "declined",
  "withdrawn",
] as const satisfies readonly ApplicationStatus[];

/** The office never sees drafts. */
export const OFFICE_STATUSES = APPLICATION_STATUSES.filter((status) => status !== "draft");

/** Applications that hold a seat of their class: counted against sections × section size. */
export const SEAT_HOLDING: readonly ApplicationStatus[] = ["offered", "fee_paid", "admitted"];

/**
 * The statuses a bulk move may choose: not admitting (each child's admission number) nor an assessment or an offer
 * (each its own date, place, fee and lapse date for the parent's message and letter): those go one at a time.
 */
const ONE_AT_A_TIME: readonly ApplicationStatus[] = ["submitted", "admitted", "assessment_scheduled", "offered"];
export const BULK_TARGETS = OFFICE_STATUSES.filter((status) => !ONE_AT_A_TIME.includes(status));

const ACADEMIC_YEAR = /^\d{4}-\d{2}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (value: string) =>
  ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const FILTER_MESSAGES = {
  year: "Write the academic year like 2027-28",
  class: "Choose a class: Nursery, LKG, UKG or class 1 to class 12",
  status: `Choose a status: ${OFFICE_STATUSES.join(", ")}`,
  from: "Write the first date like 2026-11-01",
  to: "Write the last date like 2026-11-30",
  order: "The last date cannot be before the first",
  q: "Search with at most 100 characters",
};

// A missing value is "any" (''); one message per field, for a wrong value and for a value that is not text.
const filterField = (message: string, allowed: (value: string) => boolean) =>
  z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: message })
      .trim()
      .refine((value) => value === "" || allowed(value), { error: message }),
  );

/** The list's filter, each field optional; '' means "any". */
export const pipelineFilterShape = {
  year: filterField(FILTER_MESSAGES.year, (value) => ACADEMIC_YEAR.test(value)),
  class: filterField(FILTER_MESSAGES.class, (value) => (CLASS_NAMES as readonly string[]).includes(value)),
  status: filterField(FILTER_MESSAGES.status, (value) => (OFFICE_STATUSES as readonly string[]).includes(value)),
  from: filterField(FILTER_MESSAGES.from, realDay),
  to: filterField(FILTER_MESSAGES.to, realDay),
  q: optionalText(100, FILTER_MESSAGES.q),
};
export type PipelineFilter = { year: string; class: string; status: string; from: string; to: string; q: string };
export const FILTER_NAMES = Object.keys(pipelineFilterShape) as (keyof PipelineFilter)[];

/** The JSON API's rows per page. */
export const API_PAGE_SIZES = { min: 1, max: 200, usual: 50 } as const;
/** The page's list: rows per page. */
export const LIST_PAGE_SIZES = { choices: [25, 50, 100], usual: 25 } as const;

const orderedDates = (filter: { from: string; to: string }) => !filter.from || !filter.to || filter.from <= filter.to;

/** The API's filter: a bad value is refused with its message (400 `{ error, fields }`). */
export const pipelineQuerySchema = z
  .object({ ...pipelineFilterShape, ...pageFields(API_PAGE_SIZES) })
  .refine(orderedDates, { path: ["to"], error: FILTER_MESSAGES.order });

/** The page's filter from its address: a value it cannot use is "any", never an error page. */
export function readPipelineFilter(params: URLSearchParams): PipelineFilter {
  const read = (name: keyof PipelineFilter) => {
    const parsed = pipelineFilterShape[name].safeParse(params.get(name) ?? "");
    return parsed.success ? parsed.data : "";
  };
  const filter = Object.fromEntries(FILTER_NAMES.map((name) => [name, read(name)])) as PipelineFilter;
  return orderedDates(filter) ? filter : { ...filter, to: "" };
}

export const listPageFields = pageFieldsOrUsual(LIST_PAGE_SIZES);

/** The address of the office's list with a filter (empty values left out). */
export function pipelineHref(base: string, values: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== "") params.set(name, String(value));
  return params.size ? `${base}?${params}` : base;
}

const applicationNumber = z.string().regex(/^ADM-\d{4}-\d{5}$/, { error: "Not an application number" });

/** A bulk move: the ticked applications, the status they all go to, one note for each's history. */
export const bulkMoveSchema = z.object({
  numbers: z
    .array(applicationNumber, { error: "Tick the applications to move" })
    .min(1, { error: "Tick the applications to move" })
    .max(200, { error: "Move at most 200 applications at once" }),
  status: z.enum(BULK_TARGETS as [string, ...string[]], { error: "Choose the status to move them to" }),
  note: optionalText(1000, "The note must be at most 1000 characters"),
});
export const bulkMoveBodySchema = z.strictObject(bulkMoveSchema.shape, refuseUnknownFields);
export type BulkMove = { numbers: string[]; status: ApplicationStatus; note: string };

/** Sections per class (the office's setting); seats = sections × the site settings' section size. */
export type SeatSettings = { sections: Record<(typeof CLASS_NAMES)[number], number> };

/** Until the office sets them: two sections a class (a sample, said so on the page). */
export const SAMPLE_SECTIONS = 2;

export const defaultSeatSettings = (): SeatSettings => ({
  sections: Object.fromEntries(CLASS_NAMES.map((name) => [name, SAMPLE_SECTIONS])) as SeatSettings["sections"],
});

export const sectionsField = (name: string) => `sections_${name.replace(/\s+/g, "-").toLowerCase()}`;

const SECTIONS_MESSAGE = "Write a whole number of sections from 0 to 20";
export const seatSettingsFormSchema = z
  .object(
    Object.fromEntries(
      CLASS_NAMES.map((name) => [
        sectionsField(name),
        z.coerce
          .number({ error: `${name}: ${SECTIONS_MESSAGE}` })
          .int({ error: `${name}: ${SECTIONS_MESSAGE}` })
          .min(0, { error: `${name}: ${SECTIONS_MESSAGE}` })
          .max(20, { error: `${name}: ${SECTIONS_MESSAGE}` }),
      ]),
    ),
  )
  .transform((values): SeatSettings => ({
    sections: Object.fromEntries(
      CLASS_NAMES.map((name) => [name, (values as Record<string, number>)[sectionsField(name)]]),
    ) as SeatSettings["sections"],
  }));
