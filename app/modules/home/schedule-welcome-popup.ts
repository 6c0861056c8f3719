import { enhanceCarousel } from "~/ui/carousel/enhance-carousel";
import { enhanceDialogs } from "~/ui/modal/enhance-dialogs";

const OPEN_AFTER_MS = 1000;
const SEEN_KEY = "welcome-popup-seen";
const FORM_FIELD = "input, textarea, select, [contenteditable]";

/** The visitor's own date (YYYY-MM-DD): the popup opens once a day per browser. */
function localDay(now = new Date()) {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

function seenToday() {
  try {
    return localStorage.getItem(SEEN_KEY) === localDay();
  } catch {
    return false;
  }
}

function markSeen() {
  try {
    localStorage.setItem(SEEN_KEY, localDay());
  } catch {
    // Storage refused (private mode): it may open again on the next visit, never twice on one page.
  }
}

/**
 * Opens the home page's welcome popup 1 s after load, at most once a day per visitor, and only if nothing speaks
 * against it: not after its last day (`data-until`), not while the visitor is in a form field or has typed in one.
 * It opens beside the page, not over it: focus stays where the visitor is and a polite status line announces it;
 * its close button and Escape shut it. Returns a function that undoes it.
 */
export function scheduleWelcomePopup(): () => void {
  const dialog = document.getElementById("welcome-popup");
  if (!(dialog instanceof HTMLDialogElement)) return () => {};
  const undoDialogs = enhanceDialogs(dialog);
  let undoCarousel = () => {};
  let typed = false;
  const onInput = () => (typed = true);
  // A link inside (the School Development Plan) leaves the page; under React the page stays, so close it.
  const onLinkClick = (event: Event) => {
    if ((event.target as Element).closest("a:not(.modal__close)")) dialog.close();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && dialog.open) dialog.close();
  };
  const until = dialog.dataset.until;
  const ended = !!until && until < localDay();
  let timer: number | undefined;
  if (!ended && !seenToday()) {
    document.addEventListener("input", onInput, true);
    timer = window.setTimeout(() => {
      if (typed || document.activeElement?.closest(FORM_FIELD)) return;
      markSeen();
      // The attribute, not show(): show() would move focus into the popup.
      dialog.setAttribute("open", "");
      document.addEventListener("keydown", onKey);
      const status = document.getElementById(`${dialog.id}-status`);
      if (status) status.textContent = `${dialog.dataset.announce ?? "A welcome note"} opened at the foot of the page.`;
      const carousel = dialog.querySelector<HTMLElement>("[data-carousel]");
      if (carousel) undoCarousel = enhanceCarousel(carousel);
    }, OPEN_AFTER_MS);
  }
  dialog.addEventListener("click", onLinkClick);
  return () => {
    window.clearTimeout(timer);
    document.removeEventListener("input", onInput, true);
    document.removeEventListener("keydown", onKey);
    dialog.removeEventListener("click", onLinkClick);
    undoDialogs();
    undoCarousel();
  };
}
