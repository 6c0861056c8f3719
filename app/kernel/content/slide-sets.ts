// The carousels are part of the pages' content; the slides feature manages their pictures.
/** Every carousel whose pictures the dashboard manages: the home page's three and the facility and info pages'. */
export const SLIDE_SETS = [
  "HomeScreenMainSlides",
  "HomeScreenPopUpSlides",
  "slider3",
  "classroom",
  "sports",
  "itlab",
  "medical",
  "laboratories",
  "boarding",
  "library",
  "auditorium",
  "arts",
  "transport",
  "atglance",
  "alumniregistration",
] as const;
export type SlideSet = (typeof SLIDE_SETS)[number];
