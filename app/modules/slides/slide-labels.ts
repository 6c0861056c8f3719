import type { SlideSet } from "./schema";

/** What each set is called in the dashboard (the first three keep the spec's names). */
export const SLIDE_SET_LABELS: Record<SlideSet, string> = {
  HomeScreenMainSlides: "HomeScreenMainSlides (home page slideshow)",
  HomeScreenPopUpSlides: "HomeScreenPopUpSlides (home page pop-up)",
  slider3: "slider3 (home page welcome slider)",
  classroom: "Classrooms",
  sports: "Sports",
  itlab: "IT lab",
  medical: "Medical centre",
  laboratories: "Laboratories",
  boarding: "Boarding",
  library: "Library",
  auditorium: "Auditorium",
  arts: "Arts",
  transport: "Transport",
  atglance: "At a glance",
  alumniregistration: "Alumni registration",
};
