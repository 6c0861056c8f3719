/** The public list of alumni (the spec's three, army and cricket); the managed alumni records are separate. */
export type PublicAlumnus = {
  id: number;
  /** A picture in the media store, or empty for an initials badge. */
  imageUrl: string;
  name: string;
  profession: string;
  /** Years at the school, as text. */
  yearOfStudied: string;
  location: string;
  details: string;
  linkUrl: string;
};

export const publicAlumni: PublicAlumnus[] = [
  {
    id: 1,
    imageUrl: "",
    name: "Capt. Vikram Singh",
    profession: "Officer, Indian Army",
    yearOfStudied: "2003 - 2010",
    location: "New Delhi",
    details:
      "Vikram joined the school in class 3 and was house captain in class 10. He was commissioned into the Indian Army after the National Defence Academy and says the morning drill and yoga on this campus prepared him for it.",
    linkUrl: "",
  },
  {
    id: 2,
    imageUrl: "",
    name: "Ravi Teja",
    profession: "Professional cricketer",
    yearOfStudied: "2005 - 2012",
    location: "Hyderabad",
    details:
      "Ravi learnt his cricket in the school's practice nets and captained the school team at the inter-school tournament. He now plays for his state team as an opening batsman and coaches young players in the summer.",
    linkUrl: "",
  },
  {
    id: 3,
    imageUrl: "",
    name: "Major Anjali Rao",
    profession: "Army Medical Corps",
    yearOfStudied: "2001 - 2008",
    location: "Pune",
    details:
      "Anjali topped the school in the class 10 board examination, studied medicine and joined the Army Medical Corps. She returns every year to speak to students about careers in the armed forces.",
    linkUrl: "",
  },
];
