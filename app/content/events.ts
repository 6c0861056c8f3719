export type SchoolEvent = {
  id: number;
  name: string;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  imageUrl: string;
  linkUrl: string;
};

/** The spec's three events, newest first. */
export const schoolEvents: SchoolEvent[] = [
  {
    id: 3,
    name: "Inter-school cricket tournament",
    date: "2024-09-10",
    description:
      "Our cricket team played the inter-school tournament on the home ground. Parents and students cheered the team through three matches, and two of our players were named in the district probables.",
    imageUrl: "",
    linkUrl: "/Gallery",
  },
  {
    id: 1,
    name: "Ground-breaking ceremony",
    date: "2024-08-19",
    description:
      "The foundation stone for the school's modernisation was laid on 19 August 2024, starting phase 1 of the School Development Plan: arch and gates, compound wall, internal roads, play ground, parking and a memorial.",
    imageUrl: "",
    linkUrl: "/Sdp",
  },
  {
    id: 2,
    name: "Independence Day celebration",
    date: "2024-08-15",
    description:
      "The school celebrated Independence Day with flag hoisting, a march past by the four houses, patriotic songs and a speech by the chief guest, followed by sweets for all.",
    imageUrl: "",
    linkUrl: "/Gallery",
  },
];

/** "2024-08-19" -> "19 August 2024", without time zones getting in the way. */
export function formatEventDate(date: string) {
  const [year, month, day] = date.split("-").map(Number);
  const months = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  return `${day} ${months[month - 1]} ${year}`;
}
