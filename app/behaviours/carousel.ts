// Pages with a carousel (home, facility pages with pictures): Embla's core on the server's markup.
// The welcome popup's carousel starts when the popup opens (the `popup` module).
import { enhanceCarousel } from "~/components/carousel/enhance-carousel";

document.querySelectorAll<HTMLElement>("[data-carousel]").forEach((root) => {
  if (!root.closest("dialog")) enhanceCarousel(root);
});
