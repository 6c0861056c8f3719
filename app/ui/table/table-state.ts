import { readPageRequest } from "~/kernel/pagination";
import { PAGE_SIZES, type PageSize } from "~/ui/table/page-sizes";

/** What a table shows, as written in the URL: ?page=&pageSize=&sort=&order=&q= */
export type TableState = { page: number; pageSize: PageSize; sort?: string; order: "asc" | "desc"; q?: string };

/**
 * The table state in a URL's search parameters, with bad values replaced by defaults (a table
 * link is never an error page). `sortable` limits which columns may be sorted on.
 */
export function readTableState(
  params: URLSearchParams,
  sortable: readonly string[],
  defaults: Partial<TableState> = {},
): TableState {
  const { page, pageSize } = readPageRequest(params, { choices: PAGE_SIZES, usual: defaults.pageSize ?? 10 });
  const sort = params.get("sort") ?? "";
  const order = params.get("order");
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  return {
    page,
    pageSize: pageSize as PageSize,
    sort: sortable.includes(sort) ? sort : defaults.sort,
    order: order === "desc" || order === "asc" ? order : (defaults.order ?? "asc"),
    q: q === "" ? undefined : q,
  };
}

// URLSearchParams's form encoding written out: a table makes a link for each column and page step on every render,
// and building a URLSearchParams for each cost more than the rest of the header.
const FORM_ESCAPES = /%20|[!'()~]/g;
// A search cut at 100 characters may end in half a surrogate pair; URLSearchParams writes it as U+FFFD.
const LONE_SURROGATE = /\p{Cs}/gu;
const formEncoded = (text: string) =>
  encodeURIComponent(text.replace(LONE_SURROGATE, "\uFFFD")).replace(FORM_ESCAPES, (match) =>
    match === "%20" ? "+" : `%${match.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** A relative link (?...) to the table in `state`, keeping the other parameters in `keep`. */
export function tableHref(state: TableState, keep: Record<string, string> = {}): string {
  const params = new Map(Object.entries(keep));
  if (state.page > 1) params.set("page", String(state.page));
  if (state.pageSize !== 10) params.set("pageSize", String(state.pageSize));
  if (state.sort) {
    params.set("sort", state.sort);
    params.set("order", state.order);
  }
  if (state.q) params.set("q", state.q);
  let text = "";
  for (const [name, value] of params) text += `${text ? "&" : ""}${formEncoded(name)}=${formEncoded(value)}`;
  return `?${text}`;
}
