export interface VisitorCountTable {
  id: number;
  /** Every unique visitor of every day since the site began (the footer's number); visit_daily's 'visitors' add to it. */
  count: number;
}

/** What a daily or monthly figure counts; its subject is a path, a domain, a search term or a form's name. */
export type VisitKind = "view" | "entry" | "referrer" | "search" | "search-empty" | "form" | "visitors";

export interface VisitDailyTable {
  day: string;
  kind: VisitKind;
  subject: string;
  count: number;
}

export interface VisitMonthlyTable {
  month: string;
  kind: VisitKind;
  subject: string;
  count: number;
}

export interface VisitSaltTable {
  day: string;
  salt: string;
}

export interface VisitSeenTable {
  day: string;
  visitor: string;
}

/** The tables the visitors module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface VisitorsTables {
  visitor_count: VisitorCountTable;
  visit_daily: VisitDailyTable;
  visit_monthly: VisitMonthlyTable;
  visit_salt: VisitSaltTable;
  visit_seen: VisitSeenTable;
}
