export interface VisitorCountTable {
  id: number;
  count: number;
}

/** The tables the visitors module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface VisitorsTables {
  visitor_count: VisitorCountTable;
}
