// Pages with a carousel (home, facility pages with pictures): the scroll-snap strip the server drew, brought to life.
// The welcome popup's carousel starts when the popup opens (the `popup` module).
import { enhanceCarousel } from "~/ui/carousel/enhance-carousel";

document.querySelectorAll<HTMLElement>("[data-carousel]").forEach((root) => {
  if (!root.closest("dialog")) enhanceCarousel(root);
});
