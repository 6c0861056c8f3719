import { lazy, Suspense, useSyncExternalStore } from "react";
import { CarouselFrame, type CarouselProps } from "./carousel-frame";

export type { CarouselProps };

const subscribeToNothing = () => () => {};
const clientSnapshot = () => true;
const serverSnapshot = () => false;

// Embla and its autoplay plugin are fetched only by pages that draw a carousel, after the page is interactive.
const EmblaCarousel = lazy(() => import("./embla-carousel"));

/**
 * One carousel for the whole site. The server sends every slide in a scroll-snap strip, which a reader
 * without JavaScript can swipe through; once the page runs, Embla takes the same markup over.
 */
export function Carousel(props: CarouselProps) {
  // False on the server and while hydrating, true once the page runs: Embla takes over only then.
  const enhanced = useSyncExternalStore(subscribeToNothing, clientSnapshot, serverSnapshot);
  if (props.slides.length === 0) return null;
  const fallback = <CarouselFrame {...props} />;
  if (!enhanced || props.slides.length === 1) return fallback;
  return (
    <Suspense fallback={fallback}>
      <EmblaCarousel {...props} />
    </Suspense>
  );
}
