import EmblaCarousel from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";

/** Embla's `duration` is not milliseconds (default 25, higher is slower); about 40 ms per unit matches the spec's speeds. */
export function emblaDuration(speedMs: number | undefined) {
  if (!speedMs) return 25;
  return Math.min(60, Math.max(10, Math.round(speedMs / 40)));
}

/**
 * Brings a carousel the server drew (CarouselFrame: a scroll-snap strip, its controls hidden) to life
 * with Embla's framework-free core: the one implementation, used by the vanilla module of pages without
 * React and by the React component alike. Timing comes from the section's data attributes. Returns a
 * function that undoes it.
 */
export function enhanceCarousel(root: HTMLElement): () => void {
  const viewport = root.querySelector<HTMLElement>(".carousel__viewport");
  const container = root.querySelector<HTMLElement>(".carousel__container");
  if (!viewport || !container || root.classList.contains("carousel--live") || container.children.length < 2)
    return () => {};
  const label = root.getAttribute("aria-label") ?? "";
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const autoplay = reducedMotion
    ? null
    : Autoplay({
        delay: Number(root.dataset.delay) || 3000,
        stopOnInteraction: false,
        // Every carousel stands still under the pointer (WCAG 2.2.2), not only those the spec names.
        stopOnMouseEnter: true,
        // Focus is handled below for the whole carousel, arrows and dots included.
        stopOnFocusIn: false,
        rootNode: () => root,
      });

  // Until now the strip scrolled sideways by itself; Embla moves it from here on.
  viewport.classList.remove("carousel__viewport--static");
  for (const name of ["role", "aria-label", "tabindex"]) viewport.removeAttribute(name);
  root.classList.add("carousel--live");
  root.querySelectorAll<HTMLElement>("[data-carousel-control]").forEach((control) => (control.hidden = false));

  const embla = EmblaCarousel(
    viewport,
    { loop: root.dataset.loop !== "false", duration: reducedMotion ? 10 : emblaDuration(Number(root.dataset.speed)) },
    autoplay ? [autoplay] : [],
  );
  const dots = [...root.querySelectorAll<HTMLButtonElement>(".carousel__dot")];
  const onSelect = () => {
    const selected = embla.selectedScrollSnap();
    root.dataset.selected = String(selected);
    dots.forEach((dot, index) =>
      index === selected ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current"),
    );
  };
  onSelect();
  embla.on("select", onSelect).on("reInit", onSelect);

  let paused = false;
  const pauseButton = root.querySelector<HTMLButtonElement>(".carousel__pause");
  const showPaused = () => {
    container.setAttribute("aria-live", autoplay && !paused ? "off" : "polite");
    if (!pauseButton) return;
    pauseButton.setAttribute("aria-label", paused ? `Play ${label}` : `Pause ${label}`);
    pauseButton.firstElementChild!.textContent = paused ? "▶" : "❚❚";
  };
  if (!autoplay) pauseButton?.remove();
  showPaused();

  const onClick = (event: MouseEvent) => {
    const target = (event.target as Element).closest("button");
    if (!target || !root.contains(target)) return;
    if (target.classList.contains("carousel__arrow--prev")) embla.scrollPrev();
    else if (target.classList.contains("carousel__arrow--next")) embla.scrollNext();
    else if (target.classList.contains("carousel__dot")) embla.scrollTo(dots.indexOf(target as HTMLButtonElement));
    else if (target === pauseButton && autoplay) {
      paused = !paused;
      if (paused) autoplay.stop();
      else autoplay.play();
      showPaused();
    }
  };
  // Keyboard focus anywhere in the carousel stops autoplay until focus leaves it.
  const onFocusIn = () => autoplay?.stop();
  const onFocusOut = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null) && !paused) autoplay?.play();
  };
  root.addEventListener("click", onClick);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("focusout", onFocusOut);

  // Slides off to the side never intersect the viewport, so lazy loading would leave them blank as they slide in:
  // once the carousel itself is on screen, load them all.
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    root.querySelectorAll("img[loading=lazy]").forEach((img) => img.setAttribute("loading", "eager"));
    observer.disconnect();
  });
  observer.observe(root);

  return () => {
    observer.disconnect();
    root.removeEventListener("click", onClick);
    root.removeEventListener("focusin", onFocusIn);
    root.removeEventListener("focusout", onFocusOut);
    embla.destroy();
    root.classList.remove("carousel--live");
  };
}
