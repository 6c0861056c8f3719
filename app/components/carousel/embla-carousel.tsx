import Autoplay, { type AutoplayType } from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { CarouselSlide, type CarouselProps } from "./carousel-frame";

/** Embla's `duration` is not milliseconds (default 25, higher is slower); about 40 ms per unit matches the spec's speeds. */
export function emblaDuration(speedMs: number | undefined) {
  if (!speedMs) return 25;
  return Math.min(60, Math.max(10, Math.round(speedMs / 40)));
}

function prefersReducedMotion() {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export default function EmblaCarousel({
  slides,
  label,
  timing,
  sizes = "(min-width: 1200px) 1200px, 100vw",
  priority,
  className,
}: CarouselProps) {
  const rootRef = useRef<HTMLElement>(null);
  const [reducedMotion] = useState(prefersReducedMotion);
  const [autoplay] = useState<AutoplayType | null>(() =>
    reducedMotion
      ? null
      : Autoplay({
          delay: timing.delay,
          stopOnInteraction: false,
          // Every carousel stands still under the pointer (WCAG 2.2.2), not only those the spec names.
          stopOnMouseEnter: true,
          // Focus is handled below for the whole carousel, arrows and dots included.
          stopOnFocusIn: false,
          // The carousel section around Embla's viewport.
          rootNode: (viewport) => viewport.closest<HTMLElement>(".carousel"),
        }),
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { loop: timing.loop ?? true, duration: reducedMotion ? 10 : emblaDuration(timing.speed) },
    autoplay ? [autoplay] : [],
  );
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  // Slides off to the side never intersect the viewport, so lazy loading would leave them blank as they slide in:
  // once the carousel itself is on screen, load them all.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      root.querySelectorAll("img[loading=lazy]").forEach((img) => img.setAttribute("loading", "eager"));
      observer.disconnect();
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  // Keyboard focus anywhere in the carousel stops autoplay until focus leaves it.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !autoplay) return;
    const onFocusIn = () => autoplay.stop();
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null) && !paused) autoplay.play();
    };
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [autoplay, paused]);

  const togglePause = useCallback(() => {
    if (!autoplay) return;
    if (paused) autoplay.play();
    else autoplay.stop();
    setPaused(!paused);
  }, [autoplay, paused]);

  return (
    <section
      ref={rootRef}
      className={`carousel carousel--live ${className ?? ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-selected={selected}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__container" aria-live={autoplay && !paused ? "off" : "polite"}>
          {slides.map((slide, index) => (
            <CarouselSlide
              key={slide.src}
              slide={slide}
              index={index}
              count={slides.length}
              sizes={sizes}
              priority={priority && index === 0}
            />
          ))}
        </div>
      </div>
      {timing.arrows ? (
        <>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label="Previous slide"
            onClick={() => embla?.scrollPrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label="Next slide"
            onClick={() => embla?.scrollNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
      <div className="carousel__controls">
        {timing.dots ? (
          <div className="carousel__dots">
            {slides.map((slide, index) => (
              <button
                key={slide.src}
                type="button"
                className="carousel__dot"
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => embla?.scrollTo(index)}
              />
            ))}
          </div>
        ) : null}
        {autoplay ? (
          <button
            type="button"
            className="carousel__pause"
            onClick={togglePause}
            aria-label={paused ? `Play ${label}` : `Pause ${label}`}
          >
            <span aria-hidden="true">{paused ? "▶" : "❚❚"}</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
