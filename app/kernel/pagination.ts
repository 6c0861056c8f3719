import "./zod-setup";
import { z } from "zod";

// One reading of ?page= and ?pageSize= for every paged list, and one sum from a total to the rows to read
// (docs/decisions/098-one-pagination.md). The JSON API refuses a value a list does not allow; a page's address
// falls back instead, so an old or hand-typed link is never an error page.

/** The highest page number of any list: deep enough for a million-row table at ten rows a page. */
export const MAX_PAGE = 1_000_000;
export const PAGE_MESSAGE = "Page must be a whole number of 1 or more";

/** How many rows a page of a list shows: one number, a choice ('Rows per page:') or a range (an API's). */
export type PageSizes =
  { fixed: number } | { choices: readonly number[]; usual: number } | { min: number; max: number; usual: number };

export type PageRequest = { page: number; pageSize: number };

/** Where one page is: its number (within 1…pageCount) and the rows to read. */
export type PageWindow = PageRequest & { pageCount: number; offset: number; limit: number };

// A query string sends '' for a cleared box: it means "the default".
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const usualSize = (sizes: PageSizes) => ("fixed" in sizes ? sizes.fixed : sizes.usual);

/** "Rows per page must be 10, 15, 20, 25 or 30" (or "… 10 to 100"). */
export function pageSizeMessage(sizes: PageSizes): string {
  if ("choices" in sizes) {
    const listed = sizes.choices.map(String);
    return `Rows per page must be ${listed.slice(0, -1).join(", ")} or ${listed.at(-1)}`;
  }
  if ("min" in sizes) return `Rows per page must be ${sizes.min} to ${sizes.max}`;
  return `Rows per page must be ${sizes.fixed}`;
}

const pageNumber: z.ZodType<number> = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(MAX_PAGE, { error: PAGE_MESSAGE })
    .default(1),
);

function pageSizeNumber(sizes: PageSizes): z.ZodType<number> {
  // A list with one page size does not let the address choose it.
  if ("fixed" in sizes) return z.unknown().transform(() => sizes.fixed);
  const message = pageSizeMessage(sizes);
  const allowed = (size: number) =>
    "choices" in sizes
      ? sizes.choices.includes(size)
      : Number.isInteger(size) && size >= sizes.min && size <= sizes.max;
  return z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).refine(allowed, { error: message }).default(sizes.usual),
  );
}

/** `page` and `pageSize` for a list's z.object: a value the list does not allow is refused with its message. */
export function pageFields(sizes: PageSizes) {
  return { page: pageNumber, pageSize: pageSizeNumber(sizes) };
}

/** `page` and `pageSize` for a page's address: a value the list does not allow is page 1, or the usual size. */
export function pageFieldsOrUsual(sizes: PageSizes) {
  return { page: pageNumber.catch(1), pageSize: pageSizeNumber(sizes).catch(usualSize(sizes)) };
}

// Building the schemas cost more than reading with them, on every request of a paged page: each list's sizes
// (a handful, written in the code) get theirs once.
const addressFieldsBySizes = new Map<string, ReturnType<typeof pageFieldsOrUsual>>();
function addressFields(sizes: PageSizes) {
  const key = JSON.stringify(sizes);
  let fields = addressFieldsBySizes.get(key);
  if (!fields) {
    fields = pageFieldsOrUsual(sizes);
    addressFieldsBySizes.set(key, fields);
  }
  return fields;
}

/** The page asked for in `?page=&pageSize=` (an address's, or Express's req.query), falling back as pageFieldsOrUsual does. */
export function readPageRequest(params: URLSearchParams | Record<string, unknown>, sizes: PageSizes): PageRequest {
  const fields = addressFields(sizes);
  const read = (name: string) => (params instanceof URLSearchParams ? (params.get(name) ?? undefined) : params[name]);
  return { page: fields.page.parse(read("page")), pageSize: fields.pageSize.parse(read("pageSize")) };
}

/**
 * Page `asked.page` of `total` rows. A page past the end is the last page (rows were deleted since the link was
 * made) unless `pastTheEnd` is "no rows" (the JSON API: a client reading page after page stops at an empty one).
 */
export function pageWindow(
  total: number,
  asked: PageRequest,
  pastTheEnd: "last page" | "no rows" = "last page",
): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / asked.pageSize));
  const page = pastTheEnd === "no rows" ? asked.page : Math.min(asked.page, pageCount);
  return { page, pageSize: asked.pageSize, pageCount, offset: (page - 1) * asked.pageSize, limit: asked.pageSize };
}

/**
 * One page of a list: its rows and the total read together, then, for a page past the end, the last page's rows
 * (see pageWindow). `rows` reads the rows of a window; `total` counts every row of the list.
 */
export async function readPage<Row>(
  asked: PageRequest,
  read: { total: () => Promise<number>; rows: (window: PageWindow) => Promise<Row[]> },
  pastTheEnd: "last page" | "no rows" = "last page",
): Promise<PageWindow & { rows: Row[]; total: number }> {
  const hoped = pageWindow(Number.MAX_SAFE_INTEGER, asked, "no rows");
  const [total, rows] = await Promise.all([read.total(), read.rows(hoped)]);
  const window = pageWindow(total, asked, pastTheEnd);
  if (window.page === asked.page) return { ...window, rows, total };
  return { ...window, rows: await read.rows(window), total };
}
