import type { ContentPage } from "~/content/types";

export const valuesPages: ContentPage[] = [
  {
    path: "/Sadacharam",
    title: "Sadacharam: Daily Values",
    description:
      "Sadacharam at {school}: six daily values practised by every student, and how digital classrooms support them.",
    heading: "Sadacharam",
    lead: "Good conduct is learnt by daily practice. Every student follows six simple values.",
    blocks: [
      { type: "h2", text: "Six daily values" },
      {
        type: "list",
        ordered: true,
        items: [
          "Rise early and begin the day with prayer.",
          "Respect parents, teachers and elders.",
          "Keep body, clothes and surroundings clean.",
          "Speak the truth and keep promises.",
          "Share with others and help those in need.",
          "Care for nature: save water, food and energy.",
        ],
      },
      { type: "h2", text: "Values in digital classrooms" },
      {
        type: "p",
        text: "Our digital classrooms carry the same values: stories, songs and short films on great lives are shown in class, and children discuss how to act on them at home and at school.",
      },
    ],
  },
  {
    path: "/Svavprathana",
    title: "SVAV Prathana: Prayers",
    description:
      "The seven prayers of {school}: lamp worship, Saraswati vandana, Saraswati stuti, Brahmanaad, Gayatri, Shanti and Bhojana mantras.",
    heading: "SVAV Prathana",
    lead: "The school day begins and meals begin with prayer. These are the seven prayers every student learns.",
    blocks: [
      {
        type: "list",
        ordered: true,
        items: [
          "Lamp worship (Deepa puja): lighting the lamp to begin the assembly",
          "Saraswati vandana: salutation to the goddess of learning",
          "Saraswati stuti: a hymn in praise of Saraswati",
          "Brahmanaad: chanting of Om together",
          "Gayatri mantra",
          "Shanti mantra: a prayer for peace",
          "Bhojana mantra: said before meals",
        ],
      },
      {
        type: "figures",
        items: [
          {
            src: "/images/prayers/lamp-worship.svg",
            alt: "A lit brass lamp between lotus flowers",
            caption: "Lamp worship (Deepa puja) opens the morning assembly.",
          },
          {
            src: "/images/prayers/saraswati-vandana.svg",
            alt: "Pupils with folded hands before the lamp at assembly",
            caption: "Saraswati vandana: the whole school greets the goddess of learning.",
          },
          {
            src: "/images/prayers/bhojana-mantra.svg",
            alt: "Pupils seated at the dining hall tables before a meal",
            caption: "Bhojana mantra: said together in the dining hall before every meal.",
          },
        ],
      },
      {
        type: "p",
        text: "Prayers are explained in simple words, so children understand their meaning and not only their sound.",
      },
    ],
  },
  {
    path: "/Sanskrit",
    title: "Sanskrit",
    description:
      "Sanskrit at {school}: spoken Sanskrit, shlokas and the language's literature, taught from the primary classes.",
    heading: "Sanskrit",
    lead: "Sanskrit opens the door to the country's literature, science and philosophy.",
    blocks: [
      {
        type: "p",
        text: "Students learn spoken Sanskrit from the primary classes through songs, stories and conversation, and go on to grammar and reading of classical texts.",
      },
      {
        type: "list",
        items: [
          "Daily shloka recitation",
          "Spoken Sanskrit camps",
          "Sanskrit drama and recitation competitions",
          "Preparation for Sanskrit examinations",
        ],
      },
    ],
  },
  {
    path: "/Yoga",
    title: "Yoga",
    description: "Daily yoga at {school}: asanas, pranayama and meditation for health, focus and calm.",
    heading: "Yoga",
    lead: "Yoga is part of every school day, for a healthy body and a calm mind.",
    blocks: [
      {
        type: "list",
        items: [
          "Asanas for strength and flexibility",
          "Pranayama (breathing practice)",
          "Meditation for focus",
          "Surya namaskar",
          "International Yoga Day celebrations",
        ],
      },
      {
        type: "p",
        text: "Trained teachers lead the sessions and adapt them to each age group. Boarders practise yoga every morning.",
      },
    ],
  },
  {
    path: "/Archana",
    title: "Archana: Morning Assembly",
    description: "The morning assembly at {school}: prayer, thought for the day, news and the national anthem.",
    heading: "Archana",
    lead: "Every day starts together in the morning assembly.",
    blocks: [
      {
        type: "list",
        ordered: true,
        items: [
          "Lamp lighting and prayer",
          "Thought for the day",
          "News headlines read by students",
          "A short talk or performance by one class",
          "The national anthem",
        ],
      },
      { type: "links", items: [{ label: "Read the school prayers", href: "/Svavprathana" }] },
    ],
  },
  {
    path: "/Philosophy",
    title: "Our Philosophy",
    description:
      "The educational philosophy of {school}: the all-round development of the child, rooted in culture and open to the world.",
    heading: "Philosophy",
    lead: "Education is the drawing out of what is already in the child.",
    blocks: [
      {
        type: "p",
        text: "We believe every child has a body, a mind, feelings and a spirit, and that a school must care for all four. Learning happens in the classroom, on the playground, in the dining hall and in service to others.",
      },
      {
        type: "list",
        items: [
          "Physical education: games, sport and yoga",
          "Intellectual education: languages, mathematics, science and technology",
          "Emotional education: arts, music and friendship",
          "Spiritual education: prayer, values and service",
          "Vocational awareness: skills for life and work",
        ],
      },
    ],
  },
];
