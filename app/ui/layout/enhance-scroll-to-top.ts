import { stayClear } from "./stay-clear";

const THRESHOLD_PX = 300;

/** Shows the button once the page is scrolled past 300 px; a click scrolls back up. Returns a function that stops it. */
export function enhanceScrollToTop(button: HTMLButtonElement): () => void {
  const update = () => (button.hidden = window.scrollY <= THRESHOLD_PX);
  const onClick = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  button.addEventListener("click", onClick);
  const undoStayClear = stayClear(button);
  return () => {
    window.removeEventListener("scroll", update);
    button.removeEventListener("click", onClick);
    undoStayClear();
  };
}
