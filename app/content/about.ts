import { AT_A_GLANCE_SLIDER } from "~/ui/carousel/carousel-timings";
import type { ContentPage } from "~/content/types";

const SDP_PHASE_ONE_WORKS = [
  "Arch and gates with walls",
  "Compound wall",
  "Internal roads (rows)",
  "Play ground",
  "Parking and green spots",
  "Memorial",
];

export const aboutPages: ContentPage[] = [
  {
    path: "/Vidhya",
    title: "Our Parent Organisation",
    description:
      "{school} belongs to {network}: first school in 1952, a state committee in 1958 and a national body in 1977, now 20,000 plus schools.",
    heading: "Our Parent Organisation",
    lead: "{school} is run by a non-profit education body that belongs to {network}.",
    blocks: [
      {
        type: "facts",
        items: [
          { value: "20,000+", label: "schools in the network" },
          { value: "3,292,896", label: "students" },
          { value: "1952", label: "first school founded" },
        ],
      },
      { type: "h2", text: "History" },
      {
        type: "list",
        items: [
          "1952: the first school of the movement was founded.",
          "1958: a state-level committee was formed to guide the growing number of schools.",
          "1977: the national body was set up to bring the state committees together.",
        ],
      },
      {
        type: "p",
        text: "Today the network has 20,000 plus schools with 3,292,896 students, making it one of the largest non-government school systems in the country. Its registered office and its headquarters are in different cities.",
      },
      {
        type: "p",
        text: "The network's schools share one aim: an education rooted in the country's culture and values that prepares children for the modern world.",
      },
      { type: "links", items: [{ label: "Visit the network's website", href: "https://example.org/sample-network" }] },
    ],
  },
  {
    path: "/Supportus",
    title: "Support Us",
    description:
      "Six ways to support {school}: programmes, suggestions, resources, articles, research councils and the alumni council.",
    heading: "Support Us",
    lead: "The school grows with the help of parents, alumni and well-wishers. Here are six ways to contribute.",
    blocks: [
      {
        type: "list",
        ordered: true,
        items: [
          "Take part in the school's programmes and events.",
          "Give suggestions to improve the school.",
          "Contribute resources: books, equipment or funds for the development plan.",
          "Send articles for the school newsletter.",
          "Join the research councils.",
          "Join the alumni council.",
        ],
      },
      { type: "p", text: "To discuss any of these, call {phone} or write to {email}." },
      {
        type: "links",
        items: [
          { label: "Donate to the development plan", href: "/Donate" },
          { label: "See the School Development Plan", href: "/Sdp" },
        ],
      },
    ],
  },
  {
    path: "/Sdp",
    title: "School Development Plan",
    description:
      "The {school} development plan: phase 1 works from 19 Aug 2024 estimated at 30-40 lakhs, phase 2, and project status reports.",
    heading: "School Development Plan",
    lead: "The campus is being modernised in phases. Each work, its estimate and its status are listed below.",
    blocks: [
      {
        type: "table",
        caption: "Phase 1 works",
        head: ["Phase", "S.No", "Work details", "Estimation", "Start date", "End date", "Donor", "Status"],
        rows: SDP_PHASE_ONE_WORKS.map((work, i) => [
          "Phase 1",
          String(i + 1),
          work,
          i === 0 ? "30-40 lakhs" : "xx",
          "19 Aug 2024",
          "",
          "",
          "In progress",
        ]),
      },
      {
        type: "table",
        caption: "Phase 2 works (to be announced)",
        head: ["Phase", "S.No", "Work details", "Estimation", "Start date", "End date", "Donor", "Status"],
        rows: [
          ["Phase 2", "1", "", "", "", "", "", ""],
          ["Phase 2", "2", "", "", "", "", "", ""],
        ],
      },
      { type: "p", text: "Estimates marked xx are still being worked out and will be published when ready." },
      {
        type: "links",
        items: [
          { label: "Project status reports", href: "/Downloads" },
          { label: "Contribute to the plan", href: "/Donate" },
        ],
      },
    ],
  },
  {
    path: "/Aimobj",
    title: "Aim and Objectives",
    description:
      "The aim and objectives of {school}: all-round education that joins global competence with ancient wisdom.",
    heading: "Aim & Objectives",
    lead: "Our aim is to raise young people who are capable, kind and proud of their heritage.",
    blocks: [
      { type: "h2", text: "Aim" },
      {
        type: "p",
        text: "To give every child an all-round education, physical, intellectual, emotional and spiritual, that joins global competence with ancient wisdom.",
      },
      { type: "h2", text: "Objectives" },
      {
        type: "list",
        items: [
          "Strong foundations in language, mathematics and science.",
          "Character built on values, discipline and service.",
          "Health through yoga, games and sport.",
          "Love for the country's culture, languages and arts.",
          "Confidence with technology and modern skills.",
          "Care for nature and for the community.",
        ],
      },
    ],
  },
  {
    path: "/Atglance",
    title: "At a Glance",
    description: "{school} at a glance: a {acres}-acre campus, {classes}, {boards}, day and residential.",
    heading: "At a Glance",
    lead: "An English-medium day and residential school from {classes}, founded in {founded}.",
    blocks: [
      { type: "carousel", set: "atglance", label: "The school at a glance", timing: AT_A_GLANCE_SLIDER },
      {
        type: "facts",
        items: [
          { value: "{acres}", label: "acre campus" },
          { value: "{founded}", label: "year founded" },
          { value: "{students}", label: "students" },
          { value: "{teachers}", label: "teachers" },
          { value: "300", label: "seat auditorium" },
          { value: "6", label: "bus routes" },
          { value: "700+", label: "dining hall capacity" },
        ],
      },
      {
        type: "list",
        items: [
          "Classes from {classes}, following {boards} syllabi, at most {section_size} students in a section",
          "Day school and residential (boarding) school",
          "Digital classrooms, science, computer and robotics labs",
          "Separate hostels for boys and girls",
          "Run by a non-profit education body, part of {network}",
        ],
      },
    ],
  },
  {
    path: "/Os",
    title: "Organisational Structure",
    description:
      "How {school} is organised: the managing committee, the principal, academic coordinators, teachers and support staff.",
    heading: "Organisational Structure",
    lead: "Clear roles keep the school running smoothly for students and parents.",
    blocks: [
      {
        type: "list",
        ordered: true,
        items: [
          "Parent organisation: {network}",
          "Executive committee: sets policy and oversees finances",
          "Principal: leads the school day to day",
          "Academic coordinators: plan teaching for each stage",
          "Teachers and house parents",
          "Administrative, transport, kitchen and support staff",
        ],
      },
      {
        type: "links",
        items: [
          { label: "Meet the executive committee", href: "/Commite" },
          { label: "Our faculty", href: "/Ourfaculty" },
        ],
      },
    ],
  },
  {
    path: "/Newsletter",
    title: "News Letter",
    description:
      "The latest {school} newsletter: foundation-laying for modernisation, Independence Day and the inter-school cricket event.",
    heading: "News Letter",
    lead: "Highlights from the school this term.",
    blocks: [
      {
        type: "list",
        items: [
          "19 August 2024: the foundation-laying ceremony for the school's modernisation, the start of phase 1 of the development plan.",
          "15 August 2024: Independence Day celebrated with flag hoisting, a march past and cultural programmes.",
          "10 September 2024: our cricket team took part in an inter-school tournament.",
        ],
      },
      { type: "p", text: "Articles for the next issue are welcome: write to {email}." },
      {
        type: "links",
        items: [
          { label: "See all events", href: "/Events" },
          { label: "Browse the gallery", href: "/Gallery" },
        ],
      },
    ],
  },
];
