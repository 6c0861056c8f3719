import { FACILITY_CAROUSEL, LIBRARY_CAROUSEL, OTHER_SLIDER } from "~/ui/carousel/carousel-timings";
import { TRANSPORT_POLICIES, TRANSPORT_TARIFF } from "~/content/transport";
import type { ContentPage } from "~/content/types";

export const facilityPages: ContentPage[] = [
  {
    path: "/Classroom",
    title: "Digital Classrooms",
    description:
      "Bright, airy digital classrooms at {school} with smart boards, small sections and comfortable seating.",
    heading: "Digital Classrooms",
    lead: "Every class at {school} learns in a spacious, well-lit room built for attention and conversation.",
    blocks: [
      { type: "carousel", set: "classroom", label: "Classroom pictures", timing: FACILITY_CAROUSEL },
      { type: "h2", text: "What every classroom offers" },
      {
        type: "list",
        items: [
          "Interactive smart boards with digital lessons for every subject",
          "Large windows for daylight and cross ventilation",
          "Ergonomic desks and chairs sized for each age group",
          "Small sections, so every child is seen and heard",
          "Display boards for children's work and projects",
          "Clean drinking water and washrooms on every floor",
        ],
      },
      {
        type: "p",
        text: "Our digital classrooms combine the blackboard with the smart board. Teachers use audio-visual lessons, animations and short videos to explain difficult ideas, then bring the class back to discussion, reading and writing. Children learn to ask questions, work in groups and present what they have learnt.",
      },
      {
        type: "p",
        text: "Classrooms are cleaned every day and checked every term for lighting, furniture and safety, so that the room itself never stands between a child and learning.",
      },
    ],
  },
  {
    path: "/Sportsroom",
    title: "Games and Sports",
    description:
      "Nine sports facilities at {school}: volleyball, kabaddi, kho-kho, cricket nets, football, athletics, basketball, badminton and skating.",
    heading: "Games & Sports",
    lead: "Sport builds health, teamwork and character, so every student at {school} plays every week.",
    blocks: [
      { type: "carousel", set: "sports", label: "Sports pictures", timing: FACILITY_CAROUSEL },
      { type: "h2", text: "Our nine sports facilities" },
      {
        type: "list",
        items: [
          "Volleyball court",
          "Kabaddi court",
          "Kho-kho ground",
          "Cricket practice net",
          "Football field",
          "Track and field",
          "Basketball court",
          "Badminton court",
          "Skating rink",
        ],
      },
      { type: "h2", text: "Outdoor and indoor games" },
      {
        type: "p",
        text: "The {acres}-acre campus leaves room for full-size grounds. Outdoor games are played every evening under trained coaches; indoor games such as chess, carrom and table tennis keep students active on rainy days.",
      },
      { type: "h2", text: "Annual sports meet" },
      {
        type: "p",
        text: "Every year the school holds an annual sports meet with athletics, team games and a march past by the four houses. To give more children a chance to take part, a participant may enter at most three events.",
      },
    ],
  },
  {
    path: "/Labroom",
    title: "IT and Computer Lab",
    description:
      "Two computer labs at {school} with 30 computers, dedicated internet, licensed software, projector and an IT helpdesk.",
    heading: "IT / Computer Lab",
    lead: "Students learn computing by doing it, in two air-conditioned labs with 30 computers.",
    blocks: [
      { type: "carousel", set: "itlab", label: "Computer lab pictures", timing: FACILITY_CAROUSEL },
      { type: "h2", text: "Lab facilities" },
      {
        type: "list",
        items: [
          "Dedicated internet connection",
          "30 monitors and PCs",
          "Licensed software",
          "Good lighting",
          "Printers and a projector",
          "Whiteboard",
          "Comfortable seating",
          "Air conditioning",
          "IT helpdesk",
        ],
      },
      {
        type: "p",
        text: "The school has two computer labs with 30 computers in all, so every student in a lab period works at a machine. Students learn typing, office tools, safe use of the internet, programming and, in the higher classes, the basics of data and algorithms.",
      },
      {
        type: "p",
        text: "The IT helpdesk keeps the machines updated and running, and helps teachers use digital tools in their own classrooms.",
      },
    ],
  },
  {
    path: "/Medical",
    title: "Medical Care",
    description:
      "A five-bed medical centre at {school} with an isolation room, staff nurses, regular check-ups and doctor visits twice a month.",
    heading: "Medical Care",
    lead: "Health comes first: students are cared for on campus by day and by night.",
    blocks: [
      { type: "carousel", set: "medical", label: "Medical centre pictures", timing: FACILITY_CAROUSEL },
      { type: "h2", text: "How we look after health" },
      {
        type: "list",
        items: [
          "Pastoral care by house parents",
          "Clean, airy dormitories",
          "A medical room on campus",
          "A resident staff nurse",
          "Regular health check-ups",
          "Tie-ups with nearby hospitals",
          "Doctor visits twice a month",
        ],
      },
      {
        type: "p",
        text: "The medical centre has five beds and an isolation room for infectious illness, and is staffed by 2 nurses. Each student's medical record is taken at admission and kept up to date, including allergies and regular medicines, so that care is quick and safe.",
      },
      {
        type: "p",
        text: "Parents are informed at once of any illness needing a doctor. Serious cases are taken to a partner hospital with a staff member.",
      },
    ],
  },
  {
    path: "/Laboratories",
    title: "Laboratories",
    description:
      "Science, mathematics, language, computer and robotics labs at {school}, open to classes 4 to 10 and seating 30 students each.",
    heading: "Laboratories",
    lead: "Children understand best what they have seen, measured and built with their own hands.",
    blocks: [
      { type: "carousel", set: "laboratories", label: "Laboratory pictures", timing: OTHER_SLIDER },
      { type: "h2", text: "Six ways we learn by doing" },
      {
        type: "list",
        items: [
          "Science labs",
          "Mathematics lab",
          "Language lab",
          "Computer lab",
          "Robotics lab",
          "Theory linked to practice",
        ],
      },
      {
        type: "facts",
        items: [
          { value: "30", label: "students per lab" },
          { value: "4 to 10", label: "classes using the labs" },
          { value: "36", label: "robots in the robotics lab" },
        ],
      },
      { type: "h2", text: "Physics lab" },
      {
        type: "p",
        text: "Students measure, time and weigh: simple pendulums, lenses and mirrors, electric circuits and magnetism turn textbook formulas into something they can see.",
      },
      { type: "h2", text: "Chemistry lab" },
      {
        type: "p",
        text: "With safety goggles and under a teacher's eye, students prepare solutions, test acids and bases and watch reactions, learning careful observation and honest recording.",
      },
      { type: "h2", text: "Biology lab" },
      {
        type: "p",
        text: "Microscopes, slides, models and specimens help students study cells, plants and the human body, and the campus itself is a living lab for ecology.",
      },
      { type: "h2", text: "Mathematics lab" },
      {
        type: "p",
        text: "Geometry kits, models and puzzles let children discover rules of shape, number and pattern before they write them down.",
      },
      { type: "h2", text: "Robotics lab" },
      {
        type: "p",
        text: "The robotics lab has at least 6 kits for each class group, making 36 robots in all. Students design, build and program robots in teams, learning mechanics, electronics and coding together.",
      },
      { type: "h2", text: "English language lab" },
      {
        type: "p",
        text: "Headphones, recorded lessons and speaking practice build listening and pronunciation, and give shy speakers a safe place to practise.",
      },
      {
        type: "p",
        text: "All labs are open to classes 4 to 10 and each seats 30 students, so every child gets hands-on time.",
      },
    ],
  },
  {
    path: "/Library",
    title: "Library",
    description:
      "The {school} library: reading room, lending, reference and digital services; rules, and an overdue fine of Rs.1 per day.",
    heading: "Library",
    lead: "A quiet, well-stocked library where reading becomes a habit for life.",
    blocks: [
      { type: "carousel", set: "library", label: "Library pictures", timing: LIBRARY_CAROUSEL },
      { type: "h2", text: "Library services" },
      {
        type: "list",
        items: [
          "Lending of books for reading at home",
          "A quiet reading room with newspapers and magazines",
          "Reference section with encyclopaedias and dictionaries",
          "Digital resources and e-books",
          "Reading hours and story sessions for younger classes",
          "Help with project research from the librarian",
        ],
      },
      { type: "h2", text: "Library rules" },
      {
        type: "list",
        ordered: true,
        items: [
          "Every visitor scans the school ID card at the entry.",
          "Books are returned on or before the due date; the overdue fine is Rs.1 per day.",
          "A damaged or lost book must be replaced, with the overdue charges, or paid for at three times the price of the latest edition plus the penalty.",
          "Reference books, back volumes and journals are for use in the library only and are not lent.",
          "Silence is kept in the reading room.",
          "Books are handled with care: no marking, folding or tearing of pages.",
        ],
      },
    ],
  },
  {
    path: "/Auditorium",
    title: "Auditorium",
    description:
      "The 300-seat auditorium at {school} with a full stage, sound and lighting for assemblies, cultural events and seminars.",
    heading: "Auditorium",
    lead: "A 300-seater auditorium with a stage, where students find their voice.",
    blocks: [
      { type: "carousel", set: "auditorium", label: "Auditorium pictures", timing: OTHER_SLIDER },
      { type: "h2", text: "Features" },
      {
        type: "list",
        items: [
          "Seating for 300",
          "A full stage with wings and green rooms",
          "Sound system and microphones",
          "Stage lighting",
          "Projector and screen for presentations",
          "Air-conditioned hall",
        ],
      },
      {
        type: "p",
        text: "Annual day, cultural programmes, debates, guest lectures, parents' meetings and teacher workshops are held in the auditorium. Every class gets the chance to perform on its stage during the year.",
      },
    ],
  },
  {
    path: "/Arts",
    title: "Arts and Crafts",
    description:
      "Music, Sanskrit, moral and spiritual education, a cultural knowledge exam, quizzes and essay competitions at {school}.",
    heading: "Arts & Crafts",
    lead: "Art, music and culture are part of every week, not an extra.",
    blocks: [
      { type: "carousel", set: "arts", label: "Arts and crafts pictures", timing: OTHER_SLIDER },
      { type: "h2", text: "Our programmes" },
      {
        type: "list",
        items: [
          "Music: vocal and instrumental",
          "Sanskrit",
          "Moral and spiritual education",
          "All-India cultural knowledge examination",
          "Quiz competitions",
          "Essay competitions",
        ],
      },
      {
        type: "p",
        text: "Drawing, painting, clay work and crafts from waste material are taught by specialist teachers. The best work of the year is shown at the annual exhibition.",
      },
    ],
  },
  {
    path: "/Transport",
    title: "Transport",
    description:
      "School transport at {school}: 5 buses and 1 winger on 6 routes, the annual tariff from 20,000 to 35,000 rupees and 12 policies.",
    heading: "Transport",
    lead: "Safe daily travel for day scholars: 5 buses and 1 winger cover 6 routes around the school.",
    blocks: [
      { type: "h2", text: "Transport facilities" },
      {
        type: "list",
        items: [
          "A fleet of 5 buses and 1 winger on 6 routes",
          "Trained, experienced drivers",
          "A lady attendant on every bus",
          "GPS tracking and speed governors",
          "First-aid kit and fire extinguisher on board",
          "Regular fitness checks of every vehicle",
        ],
      },
      { type: "carousel", set: "transport", label: "School bus pictures", timing: OTHER_SLIDER },
      { type: "h2", text: "Transport tariff" },
      { type: "table", ...TRANSPORT_TARIFF },
      { type: "h2", text: "Transport policies" },
      { type: "list", ordered: true, items: TRANSPORT_POLICIES },
    ],
  },
  {
    path: "/Boardingroom",
    title: "Residential Boarding",
    description:
      "Boarding at {school}: separate boys' and girls' hostels, 24/7 security, vegetarian meals for 700 plus, a medical centre and dorm rules.",
    heading: "Residential (Boarding)",
    lead: "A safe, caring home on campus where students learn independence and friendship.",
    blocks: [
      { type: "carousel", set: "boarding", label: "Boarding pictures", timing: OTHER_SLIDER },
      { type: "h2", text: "Boarding at a glance" },
      {
        type: "list",
        items: [
          "24/7 security with CCTV",
          "100% vegetarian food",
          "Air-conditioned rooms",
          "Pastoral care",
          "Separate hostels for boys and girls",
          "Spacious dormitories",
          "Doctor on call 24/7",
        ],
      },
      { type: "h2", text: "Boarding life" },
      {
        type: "p",
        text: "The day follows a gentle routine of prayer, yoga, classes, games, supervised study and rest. House parents live with the children and know each one by name.",
      },
      { type: "h2", text: "Dining hall" },
      {
        type: "p",
        text: "The dining hall holds over 700 people. Seven cooks and 20 support staff prepare fresh, balanced vegetarian meals in a clean kitchen, with the menu planned for growing children.",
      },
      { type: "h2", text: "Medical centre" },
      { type: "p", text: "The medical centre has five beds and 2 nurses, with a doctor on call at all hours." },
      { type: "h2", text: "Dorm rules" },
      {
        type: "list",
        items: [
          "Each hostel has 2 ward boys who help the house parents day and night.",
          "Bed linen is changed weekly; laundry is done twice a week.",
          "Lights out and wake-up times are kept by everyone.",
          "Visitors meet boarders only in the visitors' room at the set hours.",
          "Valuables and electronic devices are kept with the house parent.",
        ],
      },
    ],
  },
];
