// The pages module's public face on the server: what other modules and the Express wiring may call.
export { pageBodyParser, pagesRouter } from "./api.server";
export { loadPublicMenu } from "./menu-read.server";
export { onMenuChanged } from "./menu.server";
export {
  reindexPublishedPages,
  // For the per-language site search: a published translation's entries, each with its language.
  publishedTranslationSearchEntries,
  translatedPageSearchEntries,
} from "./page-search.server";
export { isSampleHomePopup, seedContentPages } from "./pages-seed.server";
export { onPagePublished } from "./page-edits.server";
export { pagesJobs } from "./page-states.server";
export { listPageAddresses, pagesScheduleWatch } from "./pages.server";
export { loadPageWords } from "./special-page.server";
export { findPageForReader } from "./page-reader.server";
export { pagePictures } from "./page-pictures.server";
export { loadBlockMedia } from "./block-media.server";
