// The slides module's public face on the server: what other modules and the Express wiring may call.
export { slidesRouter } from "./api.server";
export { loadSlideSets } from "./page-slides.server";
export {
  cacheIllustrations,
  placeholderSlidesLeft,
  seedPlaceholderSlides,
  storeIllustration,
} from "./placeholder-slides.server";
export { slidePictures } from "./slide-pictures.server";
export { slidesScheduleWatch } from "./slides.server";
export { slideTranslationStates } from "./translation-states.server";
