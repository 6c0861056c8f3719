import type { ContentPage } from "~/content/types";

export const peoplePages: ContentPage[] = [
  {
    path: "/Halloffame",
    title: "Hall of Fame",
    description:
      "The Hall of Fame of {school}: alumni and students who made the school proud in service, sport and studies.",
    heading: "Hall of Fame",
    lead: "Students and alumni who made us proud.",
    blocks: [
      {
        type: "list",
        items: [
          "Alumni serving the nation as officers of the Indian Army",
          "Alumni playing cricket at state level",
          "Toppers in the class 10 board examinations",
          "Medal winners at district and state sports meets",
          "Winners of the all-India cultural knowledge examination",
        ],
      },
      { type: "links", items: [{ label: "Meet our alumni", href: "/Alumini" }] },
    ],
  },
  {
    path: "/ProfessionalDevelopment",
    title: "Professional Development",
    description:
      "Teacher training at {school}: workshops, network-wide training camps, classroom observation and digital teaching skills.",
    heading: "Professional Development",
    lead: "Good schools are built by teachers who keep learning.",
    blocks: [
      {
        type: "list",
        items: [
          "Induction training for every new teacher",
          "Summer training camps run by the network",
          "Workshops on digital classrooms and lab teaching",
          "Peer classroom observation with feedback",
          "Support for higher studies and certification",
        ],
      },
    ],
  },
  {
    path: "/JobOpening",
    title: "Job Openings",
    description:
      "Work at {school}: openings for teachers and administrative staff; apply by e-mail to {email} or {email2}.",
    heading: "Job Openings",
    lead: "We are looking for teachers and administrative staff who care about children.",
    blocks: [
      { type: "h2", text: "How to apply" },
      {
        type: "p",
        text: "Send your CV with a short covering letter to {email} or {email2}. Shortlisted candidates are called for a demonstration class and an interview.",
      },
      { type: "h2", text: "Why work with us" },
      {
        type: "list",
        items: [
          "Teachers may have up to two children educated free at the school.",
          "Training and professional development every year",
          "Campus accommodation for residential staff",
          "A supportive community of colleagues",
        ],
      },
      { type: "links", items: [{ label: "Professional development", href: "/ProfessionalDevelopment" }] },
    ],
  },
  {
    path: "/Ourfaculty",
    title: "Our Faculty",
    description: "The teachers of {school}: qualified, trained and caring; faculty documents on the downloads page.",
    heading: "Our Faculty",
    lead: "Our teachers are qualified, trained every year, and live the values they teach.",
    blocks: [
      {
        type: "list",
        items: [
          "Graduate and post-graduate teachers with B.Ed.",
          "Subject specialists for science, mathematics, languages, computing, music, art and sport",
          "House parents for boarders",
          "Regular training through the network",
        ],
      },
      {
        type: "links",
        items: [
          { label: "Faculty documents and the academic calendar", href: "/Downloads" },
          { label: "Job openings", href: "/JobOpening" },
        ],
      },
    ],
  },
  {
    path: "/Students",
    title: "Student Life",
    description: "Student life at {school}: houses, clubs, sport, prayer and study from {classes}.",
    heading: "Students",
    lead: "A full day of learning, play and friendship.",
    blocks: [
      {
        type: "list",
        items: [
          "Four houses competing in sport and culture",
          "Clubs for science, robotics, reading, music and art",
          "Daily yoga and games",
          "Student council elected every year",
          "Service activities in nearby villages",
        ],
      },
      {
        type: "links",
        items: [
          { label: "Student enrolment", href: "/admissions/apply" },
          { label: "Events", href: "/Events" },
          { label: "Gallery", href: "/Gallery" },
        ],
      },
    ],
  },
  {
    path: "/Gogglesheet",
    title: "Registration Sheet",
    description: "A link to the {school} online registration sheet for alumni and teachers.",
    heading: "Registration Sheet",
    lead: "Registrations are collected in an online sheet while our own portal is being upgraded.",
    blocks: [
      {
        type: "notice",
        text: "The registration sheet opens on an external site in a new tab.",
        link: { label: "Open the registration sheet", href: "{registrationForm}" },
      },
      { type: "links", items: [{ label: "Alumni and teacher registration", href: "/Alumniregistration" }] },
    ],
  },
];
