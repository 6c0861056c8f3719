import type { SlideSet } from "./slide-sets";

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

export type LinkItem = { label: string; href: string; note?: string };

/**
 * One piece of a content page. Text may hold the tokens {school}, {phone}, {phone2}, {email},
 * {email2} and {network}; the page fills them from the site settings.
 */
export type Block =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "h3"; text: string }
  | { type: "list"; items: string[]; ordered?: boolean; title?: string }
  | { type: "facts"; items: { value: string; label: string }[] }
  | { type: "table"; caption: string; head: string[]; rows: string[][]; numeric?: number[] }
  | { type: "links"; items: LinkItem[] }
  | { type: "carousel"; set: SlideSet; label: string; timing: CarouselTiming }
  | { type: "video"; title: string }
  | { type: "figures"; items: { src: string; alt: string; caption: string }[] }
  | { type: "notice"; text: string; link?: LinkItem };

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
