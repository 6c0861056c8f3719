// Who wants to know what the site's readers searched for (the visit figures), registered in app/wiring.server.ts.
export type SiteSearched = { term: string; found: number; request: Request };

const listeners: ((search: SiteSearched) => void)[] = [];

export function onSiteSearched(listener: (search: SiteSearched) => void) {
  listeners.push(listener);
}

/** The search page's first page of results for a term (a later page of the same search is not another search). */
export function announceSiteSearch(search: SiteSearched & { page: number }) {
  if (search.page !== 1 || search.term.trim() === "") return;
  for (const listener of listeners) listener(search);
}
