import type { CarouselTiming } from "~/kernel/content/page-blocks";

// Section 9 of the spec; one place so a page cannot drift from it.
export const FACILITY_CAROUSEL: CarouselTiming = { delay: 630, speed: 1900, loop: true };
export const LIBRARY_CAROUSEL: CarouselTiming = {
  delay: 3000,
  speed: 1900,
  loop: true,
  pauseOnHover: true,
  arrows: true,
};
/** "Other sliders use speed 1900 ms"; the spec gives them no interval, so they take the site's usual 3 s. */
export const OTHER_SLIDER: CarouselTiming = { delay: 3000, speed: 1900, loop: true, arrows: true };
export const AT_A_GLANCE_SLIDER: CarouselTiming = { delay: 3000, speed: 1900, loop: true, arrows: true };
export const ALUMNI_REGISTRATION_CAROUSEL: CarouselTiming = { delay: 1800, loop: true, pauseOnHover: true };
// The home page's first screen waits for the visitor: 6 s a slide (WCAG 2.2.2 asks for a pause control, which it has).
export const HOME_MAIN_SLIDESHOW: CarouselTiming = { delay: 6000, loop: true, pauseOnHover: true, arrows: true };
export const HOME_POPUP_CAROUSEL: CarouselTiming = { delay: 6000, speed: 500, loop: true, dots: true };
