// The search module's public face on the server: what other modules and the Express wiring may call.
export { searchRouter } from "./api.server";
export {
  hasSearchEntries,
  removeSearchEntry,
  replaceSearchGroup,
  replaceSearchKind,
  searchText,
  syncSearchEntries,
  syncSearchEntry,
  type SearchEntry,
  type TranslatedSearchEntry,
} from "./search-index.server";
export { reindexSiteSections } from "./site-sections.server";
export { onSiteSearched, type SiteSearched } from "./searched.server";
