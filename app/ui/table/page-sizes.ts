// Apart from the table so the list schemas (records, inbox) offer the same sizes without importing a component.

/** The page sizes offered under the tables ('Rows per page:'). */
export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
