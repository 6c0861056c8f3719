import type { SlideSet } from "./slide-sets";

export const HOME_TEXT = {
  title: "{school} | Day and residential school, Nursery to class 10",
  description:
    "{school}: an English-medium day and residential school from Nursery to class 10 (SSC and CBSE) on a 33-acre campus.",
  heading: "Welcome to {school}",
  intro:
    "An English-medium day and residential school from Nursery to class 10, following the SSC and CBSE syllabi on a green 33-acre campus. We join global competence with ancient wisdom.",
  popupHeading: ["Laying the Foundation for a Brighter Future", "Welcome To {school}"],
  popupText:
    "Foundation-laying for the school's modernisation on 19 August 2024. Be part of the School Development Plan.",
  highlightsHeading: "OUR HIGHLIGHTS",
  chatMessage: "Hello {school}, I would like to know more about admissions.",
};

/** The three info cards, each with a '....More' link. */
export const INFO_CARDS = [
  {
    title: "Aim & Objectives",
    text: "An all-round education, physical, intellectual, emotional and spiritual, that joins global competence with ancient wisdom.",
    href: "/Aimobj",
  },
  {
    title: "At Glance",
    text: "Nursery to class 10, SSC and CBSE, day and residential, on a 33-acre campus with a 300-seat auditorium.",
    href: "/Atglance",
  },
  {
    title: "Organizational Structure",
    text: "Run by a non-profit education body belonging to {network}, with an executive committee and the principal.",
    href: "/Os",
  },
];

/** The six facility cards; the picture is the first slide of the facility's own carousel. */
export const FACILITY_CARDS: { title: string; href: string; set: SlideSet }[] = [
  { title: "Digital Classrooms", href: "/Classroom", set: "classroom" },
  { title: "Games & Sports", href: "/Sportsroom", set: "sports" },
  { title: "IT Lab / Technology Lab", href: "/Labroom", set: "itlab" },
  { title: "Laboratories", href: "/Laboratories", set: "laboratories" },
  { title: "Library", href: "/Library", set: "library" },
  { title: "Transport Management System", href: "/Transport", set: "transport" },
];
