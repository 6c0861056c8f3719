import { z } from "zod";
import { requiredText } from "~/kernel/validation";
import { PAGE_SIZES, type PageSize } from "~/ui/table/page-sizes";

/** The dashboard's search-then-update boxes: an empty box shows `message`. */
export function searchKeySchema(message: string) {
  return requiredText(message, 100, "Must be at most 100 characters");
}

/** Student and faculty search; the committee search reuses it, as in the spec. */
export const admissionIdSearchSchema = searchKeySchema("Please enter an Admission ID");
/** Alumni search. */
export const registerIdSearchSchema = searchKeySchema("Please enter a Register ID");
/** Committee search (by sno) shows the Admission ID message, as the spec says. */
export const committeeSearchSchema = admissionIdSearchSchema;

export { PAGE_SIZES, type PageSize } from "~/ui/table/page-sizes";

// A query string sends text and '' for a cleared box; both mean "use the default".
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const PAGE_MESSAGE = "Page must be a whole number of 1 or more";
const PAGE_SIZE_MESSAGE = "Rows per page must be 10, 15, 20, 25 or 30";

/** ?page=&pageSize=&sort=&order=&q= of the record tables and the list API. */
export const listQuerySchema = z.object({
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: PAGE_MESSAGE })
      .int({ error: PAGE_MESSAGE })
      .min(1, { error: PAGE_MESSAGE })
      .max(1_000_000, { error: PAGE_MESSAGE })
      .default(1),
  ),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: PAGE_SIZE_MESSAGE })
      .refine((size): size is PageSize => (PAGE_SIZES as readonly number[]).includes(size), {
        error: PAGE_SIZE_MESSAGE,
      })
      .default(10),
  ),
  sort: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Sort column must be a column name" })
      .trim()
      .regex(/^[A-Za-z_]{1,50}$/, { error: "Sort column must be a column name" })
      .optional(),
  ),
  order: z.preprocess(blankToUndefined, z.enum(["asc", "desc"], { error: "Order must be asc or desc" }).default("asc")),
  q: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "Search text must be text" })
      .trim()
      .max(100, { error: "Search text must be at most 100 characters" })
      .optional(),
  ),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
