import { useEffect, useRef } from "react";
import { CarouselFrame, type CarouselProps } from "./carousel-frame";
import { enhanceCarousel } from "./enhance-carousel";

export type { CarouselProps };

/**
 * One carousel for the whole site. The server sends the markup (CarouselFrame); in the browser the same
 * enhanceCarousel takes it over, here from an effect, on pages without React from the `carousel` module.
 */
export function Carousel(props: CarouselProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    return enhanceCarousel(root);
  }, [props.slides]);
  if (props.slides.length === 0) return null;
  return <CarouselFrame {...props} ref={ref} />;
}
