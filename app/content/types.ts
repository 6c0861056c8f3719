import type { Block } from "~/lib/page-blocks";

/** How one carousel moves; times in milliseconds, as the spec states them. */
export type CarouselTiming = {
  /** Time a slide stays before the next one (autoplay). */
  delay: number;
  /** Length of the sliding animation. */
  speed?: number;
  loop?: boolean;
  arrows?: boolean;
  dots?: boolean;
  pauseOnHover?: boolean;
};

/**
 * One piece of a content page, checked by the shared schema in app/lib/page-blocks.ts. Text may hold the
 * tokens {school}, {phone}, {phone2}, {email}, {email2} and {network}; the page fills them from the site settings.
 */
export type { Block, LinkItem } from "~/lib/page-blocks";

export type ContentPage = {
  /** Canonical path, spelt as the spec spells it. */
  path: string;
  /** <title> (the school's name is appended) and meta description: unique per page. */
  title: string;
  description: string;
  heading: string;
  /** Short lead paragraph under the heading. */
  lead?: string;
  blocks: Block[];
};
