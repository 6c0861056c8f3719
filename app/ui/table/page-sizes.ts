// Apart from the list schema so the tables (the public committee page too) do not ship zod.

/** The page sizes offered under the tables ('Rows per page:'). */
export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
