import { Picture } from "~/components/picture";
import type { CarouselTiming } from "~/content/types";
import type { PictureSource } from "~/lib/media/variants";

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

/** The static markup; Embla renders the same structure around its own refs. */
export function CarouselFrame({
  slides,
  label,
  sizes = "(min-width: 1200px) 1200px, 100vw",
  priority,
  className,
}: CarouselProps) {
  return (
    <section className={`carousel ${className ?? ""}`} aria-roledescription="carousel" aria-label={label}>
      {/* Until Embla takes over, the strip scrolls sideways, so keyboard users can focus and scroll it. */}
      <div
        className="carousel__viewport carousel__viewport--static"
        role="region"
        aria-label={`${label}: scroll sideways for more`}
        tabIndex={0}
      >
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
    </section>
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
