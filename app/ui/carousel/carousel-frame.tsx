import { Picture } from "~/ui/picture";
import type { CarouselTiming } from "~/kernel/content/page-blocks";
import type { PictureSource } from "~/kernel/media/variants";

export type CarouselProps = {
  slides: PictureSource[];
  /** Names the carousel for screen readers, e.g. "Library pictures". */
  label: string;
  timing: CarouselTiming;
  /** The `sizes` attribute of the pictures. */
  sizes?: string;
  /** The first slide is above the fold: load it at once. */
  priority?: boolean;
  className?: string;
};

type FrameProps = CarouselProps & { ref?: React.Ref<HTMLElement> };

/**
 * The carousel as the server sends it: every slide in a scroll-snap strip that a reader without JavaScript
 * can swipe through, the timing in data attributes, and the arrows, dots and pause button hidden until
 * enhanceCarousel (the same code with and without React) takes the markup over.
 */
export function CarouselFrame({
  slides,
  label,
  timing,
  sizes = "(min-width: 1200px) 1200px, 100vw",
  priority,
  className,
  ref,
}: FrameProps) {
  const moving = slides.length > 1;
  return (
    <section
      ref={ref}
      className={`carousel ${className ?? ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      data-delay={timing.delay}
      data-speed={timing.speed}
      data-loop={String(timing.loop ?? true)}
      data-selected="0"
    >
      {/* The strip scrolls sideways, with or without script, so keyboard users can focus and scroll it. */}
      <div className="carousel__viewport" role="region" aria-label={`${label}: scroll sideways for more`} tabIndex={0}>
        <div className="carousel__container">
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
      {moving && timing.arrows ? <CarouselArrows /> : null}
      {moving ? <CarouselControls slides={slides} label={label} dots={timing.dots} /> : null}
    </section>
  );
}

/** Previous and next, hidden until enhanceCarousel shows them. */
function CarouselArrows() {
  return (
    <>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--prev"
        aria-label="Previous slide"
        data-carousel-control=""
        hidden
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className="carousel__arrow carousel__arrow--next"
        aria-label="Next slide"
        data-carousel-control=""
        hidden
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}

/** A dot per slide (when the section asks for dots) and the pause button, hidden until enhanceCarousel shows them. */
function CarouselControls({ slides, label, dots }: { slides: PictureSource[]; label: string; dots?: boolean }) {
  return (
    <div className="carousel__controls" data-carousel-control="" hidden>
      {dots ? (
        <div className="carousel__dots">
          {slides.map((slide, index) => (
            <button
              key={slide.src}
              type="button"
              className="carousel__dot"
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === 0 ? "true" : undefined}
            />
          ))}
        </div>
      ) : null}
      <button type="button" className="carousel__pause" aria-label={`Pause ${label}`}>
        <span aria-hidden="true">❚❚</span>
      </button>
    </div>
  );
}

export function CarouselSlide({
  slide,
  index,
  count,
  sizes,
  priority,
}: {
  slide: PictureSource;
  index: number;
  count: number;
  sizes: string;
  priority?: boolean;
}) {
  return (
    <div className="carousel__slide" role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
      <Picture image={slide} sizes={sizes} priority={priority} />
    </div>
  );
}
