import type { ContentPage } from "~/content/types";

/**
 * The home page's words as first loaded into the database; routes/home.tsx draws them in its own layout:
 * the highlights, summaries and tiles card rows and the welcome popup each in their place.
 */
export const homePage: ContentPage = {
  path: "/",
  title: "{school} | Day and residential school, {classes}",
  description:
    "{school}: an English-medium day and residential school from {classes} ({boards}) on a {acres}-acre campus.",
  heading: "Welcome to {school}",
  lead: "An English-medium day and residential school from {classes}, following the {boards} syllabi on a green {acres}-acre campus. We join global competence with ancient wisdom.",
  blocks: [
    {
      type: "cards",
      style: "highlights",
      heading: "Our highlights",
      items: [
        {
          title: "School Development Plan",
          text: "The campus is being modernised: phase 1 began on 19 August 2024.",
          link: { label: "See the development plan", href: "/sdp" },
          media: "latest-video",
        },
        {
          title: "Campus video",
          text: "A walk around our {acres}-acre campus: classrooms, labs, playing fields and hostels.",
          media: "campus-video",
        },
        {
          title: "Media gallery",
          text: "Sports, celebrations, annual day, learning and kids' activities.",
          link: { label: "Go to Gallery", href: "/gallery" },
          set: "slider3",
        },
      ],
    },
    {
      type: "cards",
      style: "summaries",
      heading: "About the school",
      items: [
        {
          title: "Aim & Objectives",
          text: "An all-round education, physical, intellectual, emotional and spiritual, that joins global competence with ancient wisdom.",
          link: { label: "....More", href: "/Aimobj" },
        },
        {
          title: "At Glance",
          text: "{classes}, {boards}, day and residential, on a {acres}-acre campus with a 300-seat auditorium.",
          link: { label: "....More", href: "/Atglance" },
        },
        {
          title: "Organizational Structure",
          text: "Run by a non-profit education body belonging to {network}, with an executive committee and the principal.",
          link: { label: "....More", href: "/Os" },
        },
      ],
    },
    {
      type: "cards",
      style: "tiles",
      heading: "Facilities",
      // Each tile's picture is the first slide of the facility's own carousel.
      items: [
        { title: "Digital Classrooms", link: { label: "Digital Classrooms", href: "/Classroom" }, set: "classroom" },
        { title: "Games & Sports", link: { label: "Games & Sports", href: "/Sportsroom" }, set: "sports" },
        {
          title: "IT Lab / Technology Lab",
          link: { label: "IT Lab / Technology Lab", href: "/Labroom" },
          set: "itlab",
        },
        { title: "Laboratories", link: { label: "Laboratories", href: "/Laboratories" }, set: "laboratories" },
        { title: "Library", link: { label: "Library", href: "/Library" }, set: "library" },
        {
          title: "Transport Management System",
          link: { label: "Transport Management System", href: "/Transport" },
          set: "transport",
        },
      ],
    },
    {
      type: "popup",
      title: "Laying the Foundation for a Brighter Future",
      subtitle: "Welcome To {school}",
      text: "The campus is being modernised under the School Development Plan: see what is planned and how to be part of it.",
      link: { label: "See the School Development Plan", href: "/Sdp" },
    },
  ],
};
