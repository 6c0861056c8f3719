import type { ContentPage } from "~/content/types";

/** Questions parents ask, answered from the spec's facts; {school}, {phone}, {email} are filled from the settings. */
export const faqs = [
  {
    question: "Which classes does the school have?",
    answer: "{school} is an English-medium school following the {boards} syllabi. Classes run from {classes}.",
  },
  {
    question: "What are the school timings?",
    answer: "School runs from {school_hours}.",
  },
  {
    question: "How many students are there in a section?",
    answer: "Each section has at most {section_size} students, so every teacher knows every child.",
  },
  {
    question: "Is it a day school or a residential school?",
    answer:
      "Both. Day scholars travel by school transport or with their parents; boarders live in separate hostels for boys and girls with 24/7 security and a doctor on call.",
  },
  {
    question: "How big is the campus?",
    answer:
      "The campus is {acres} acres, with grounds for football, cricket practice, athletics, volleyball, kabaddi, kho-kho, basketball, badminton and a skating rink.",
  },
  {
    question: "How do I apply for admission?",
    answer:
      "Fill the online enquiry form or call {phone}. The office will invite you for a campus visit; then hand in the admission form with the documents and pay the first instalment.",
  },
  {
    question: "What does school transport cost?",
    answer:
      "The annual tariff depends on distance: 20,000 rupees under 5 KM, 25,000 for 5 to 10 KM, 30,000 for 10 to 20 KM and 35,000 over 20 KM, paid in three instalments. 5 buses and 1 winger run on 6 routes.",
  },
  {
    question: "Can my child use the bus one way only?",
    answer: "Yes, with a declaration letter from the parent; one-way use costs 75% of the transport fee.",
  },
  {
    question: "What food is served?",
    answer:
      "100% vegetarian meals, cooked fresh by seven cooks and 20 support staff. The dining hall holds over 700 people.",
  },
  {
    question: "What medical care is available?",
    answer:
      "A five-bed medical centre with an isolation room and 2 nurses, regular check-ups, doctor visits twice a month and tie-ups with nearby hospitals.",
  },
  {
    question: "How many students share a lab?",
    answer: "Labs seat 30 students. There are two computer labs with 30 computers, and a robotics lab with 36 robots.",
  },
  {
    question: "What is the library fine?",
    answer: "Rs.1 per day for an overdue book. Reference books, back volumes and journals are not lent.",
  },
  {
    question: "Do teachers' children study free?",
    answer: "Yes: teachers may have up to two children educated free at the school.",
  },
  {
    question: "Who runs the school?",
    answer:
      "A non-profit education body that belongs to {network}, a network of 20,000 plus schools with 3,292,896 students.",
  },
  {
    question: "How can I contact the school?",
    answer: "Call {phone} or write to {email}; you can also use the call-back form at the foot of every page.",
  },
];

/** The FAQ page as first loaded into the database; routes/faq.tsx draws it. */
export const faqPage: ContentPage = {
  path: "/Faq",
  title: "Frequently Asked Questions",
  description:
    "Answers for parents about admission, transport fees, boarding, food, medical care and the campus of {school}.",
  heading: "Frequently Asked Questions",
  lead: "Answers to what parents ask us most. Choose a question to read its answer.",
  blocks: [{ type: "faq", items: faqs }],
};
