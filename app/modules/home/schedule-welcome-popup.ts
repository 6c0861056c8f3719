import { enhanceCarousel } from "~/ui/carousel/enhance-carousel";
import { enhanceDialogs, openDialog } from "~/ui/modal/enhance-dialogs";

const OPEN_AFTER_MS = 1000;
const SEEN_KEY = "welcome-popup-seen";

/** Opens the home page's welcome popup 1 s after load, once per browser session; its carousel starts as it opens. */
export function scheduleWelcomePopup(): () => void {
  const dialog = document.getElementById("welcome-popup");
  if (!(dialog instanceof HTMLDialogElement)) return () => {};
  const undoDialogs = enhanceDialogs(dialog);
  let undoCarousel = () => {};
  // A link inside (the School Development Plan) leaves the page; under React the page stays, so close it.
  const onLinkClick = (event: Event) => {
    if ((event.target as Element).closest("a:not(.modal__close)")) dialog.close();
  };
  dialog.addEventListener("click", onLinkClick);
  let timer: number | undefined;
  if (!sessionStorage.getItem(SEEN_KEY)) {
    timer = window.setTimeout(() => {
      sessionStorage.setItem(SEEN_KEY, "1");
      openDialog(dialog);
      const carousel = dialog.querySelector<HTMLElement>("[data-carousel]");
      if (carousel) undoCarousel = enhanceCarousel(carousel);
    }, OPEN_AFTER_MS);
  }
  return () => {
    window.clearTimeout(timer);
    dialog.removeEventListener("click", onLinkClick);
    undoDialogs();
    undoCarousel();
  };
}
