import { z } from "zod";
import { pageFields } from "~/kernel/pagination";
import { requiredText } from "~/kernel/validation";
import { PAGE_SIZES } from "~/ui/table/page-sizes";

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

/** ?page=&pageSize=&sort=&order=&q= of the record tables and the list API. */
export const listQuerySchema = z.object({
  ...pageFields({ choices: PAGE_SIZES, usual: 10 }),
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
