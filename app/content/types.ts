import type { PageContent } from "~/kernel/content/page-blocks";

/**
 * A built-in page as first loaded into the database (the seed); after that the office edits the database copy.
 * Blocks are checked by the shared schema in app/lib/page-blocks.ts; text may hold the tokens {school}, {phone},
 * {phone2}, {email}, {email2} and {network}, filled from the site settings.
 */
export type ContentPage = PageContent & {
  /** Canonical path, spelt as the spec spells it. */
  path: string;
};
