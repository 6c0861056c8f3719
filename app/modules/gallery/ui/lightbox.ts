import type PhotoSwipe from "photoswipe";

/** A thumbnail link the lightbox can open: the grid writes these data attributes (gallery-grid.tsx). */
function slideOf(link: HTMLAnchorElement) {
  const { lightboxSrc, lightboxWidth, lightboxHeight, lightboxCaption } = link.dataset;
  return {
    src: lightboxSrc,
    // Unknown sizes (an entry whose file lost its record) open at a common shape; PhotoSwipe fits it to the screen.
    width: Number(lightboxWidth) || 1600,
    height: Number(lightboxHeight) || 1200,
    alt: link.querySelector("img")?.alt ?? "",
    caption: lightboxCaption ?? "",
    link,
  };
}
type Slide = ReturnType<typeof slideOf>;

/** A new tab, a download or a middle click keeps the link's own page. */
const wantsOwnPage = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** PhotoSwipe and its stylesheet, fetched once, on the first picture opened: the grid's page stays light. */
let library: Promise<typeof PhotoSwipe> | undefined;
const loadPhotoSwipe = () =>
  (library ??= Promise.all([import("photoswipe"), import("photoswipe/style.css")]).then(([module]) => module.default));

function addCaption(pswp: PhotoSwipe) {
  pswp.on("uiRegister", () => {
    pswp.ui?.registerElement({
      name: "gallery-caption",
      className: "pswp__gallery-caption",
      appendTo: "root",
      order: 9,
      isButton: false,
      onInit: (element) => {
        element.setAttribute("aria-live", "polite");
        const show = () => (element.textContent = (pswp.currSlide?.data as Slide | undefined)?.caption ?? "");
        pswp.on("change", show);
        show();
      },
    });
  });
}

async function open(slides: Slide[], index: number) {
  const PhotoSwipeClass = await loadPhotoSwipe();
  const pswp = new PhotoSwipeClass({
    dataSource: slides,
    index,
    // Focus goes back to the thumbnail of the picture last shown (below), not the one first clicked.
    returnFocus: false,
    closeTitle: "Close (Esc): back to the album",
    arrowPrevTitle: "Previous picture",
    arrowNextTitle: "Next picture",
    zoomTitle: "Zoom",
    indexIndicatorSep: " of ",
    errorMsg: "This picture could not be loaded.",
    bgOpacity: 0.92,
  });
  addCaption(pswp);
  pswp.on("change", () => {
    const link = (pswp.currSlide?.data as Slide | undefined)?.link;
    link?.closest("li")?.scrollIntoView({ block: "nearest" });
  });
  pswp.on("destroy", () => (slides[pswp.currIndex]?.link ?? slides[index].link).focus());
  pswp.init();
}

/**
 * The gallery's lightbox: a thumbnail opens its picture large, with its caption, previous and next (buttons,
 * arrow keys, swipe), and Escape or Close back to the album with focus on the thumbnail. Without JavaScript, or
 * before this runs, the same links open each picture's own page.
 */
export function enhanceGalleryLightbox(root: ParentNode) {
  const links = [...root.querySelectorAll<HTMLAnchorElement>(".gallery-grid a[data-lightbox-src]")];
  const slides = links.map(slideOf);
  links.forEach((link, index) =>
    link.addEventListener("click", (event) => {
      if (wantsOwnPage(event)) return;
      event.preventDefault();
      open(slides, index).catch(() => (window.location.href = link.href));
    }),
  );
  // A visitor about to open a picture: start fetching the lightbox already.
  root.querySelector(".gallery-grid")?.addEventListener("pointerover", () => void loadPhotoSwipe(), { once: true });
}
