export type NavLinkItem = { label: string; path: string };
export type NavEntry = NavLinkItem | { label: string; items: NavLinkItem[] };

/**
 * The header menu. Every path of the spec's header is here; the top row is grouped and the labels kept short
 * so the whole menu fits one row from 1280 px (Online Enquiry, Alumni Details, Download Brochure and News Letter
 * moved into the groups they belong to).
 */
export const navigation: NavEntry[] = [
  { label: "Home", path: "/" },
  {
    label: "About Us",
    items: [
      { label: "Vidhya", path: "/Vidhya" },
      { label: "Executive Committee", path: "/Commite" },
      { label: "Support Us", path: "/Supportus" },
      { label: "Alumni Details", path: "/Alumini" },
      { label: "News Letter", path: "/Newsletter" },
    ],
  },
  {
    label: "SDP",
    items: [
      { label: "School Development Plan", path: "/Sdp" },
      { label: "Donate", path: "/Donate" },
    ],
  },
  {
    label: "Facilities",
    items: [
      { label: "Classroom", path: "/Classroom" },
      { label: "Sports", path: "/Sportsroom" },
      { label: "IT/Computer Lab", path: "/Labroom" },
      { label: "Medical", path: "/Medical" },
      { label: "Laboratories", path: "/Laboratories" },
      { label: "Library", path: "/Library" },
      { label: "Auditorium", path: "/Auditorium" },
      { label: "Arts & Crafts", path: "/Arts" },
      { label: "Transport", path: "/Transport" },
      { label: "Residential", path: "/Boardingroom" },
    ],
  },
  {
    label: "Beyond",
    items: [
      { label: "Sadacharam", path: "/Sadacharam" },
      { label: "SVAV Prathana", path: "/Svavprathana" },
      { label: "Sanskrit", path: "/Sanskrit" },
      { label: "Yoga", path: "/Yoga" },
    ],
  },
  {
    label: "Admission",
    items: [
      { label: "Admission Process", path: "/AdmissionProcess" },
      { label: "Online Enquiry", path: "/ContactUs" },
      { label: "Online Enquiry Form", path: "/Onlineenquiryform" },
      { label: "Fee Structure", path: "/Feestructure" },
      { label: "Student Enrollment", path: "/Login" },
      { label: "Download Brochure", path: "/Download" },
      { label: "FAQ", path: "/Faq" },
    ],
  },
  {
    label: "Academic",
    items: [
      { label: "Curriculum", path: "/Cirriculum" },
      { label: "Philosophy", path: "/Philosophy" },
      { label: "Holidays", path: "/Holidays" },
      { label: "Downloads", path: "/Downloads" },
    ],
  },
  {
    label: "News & Events",
    items: [
      { label: "Events", path: "/Events" },
      { label: "Gallery", path: "/Gallery" },
      { label: "Hall of Fame", path: "/Halloffame" },
    ],
  },
  {
    label: "Career",
    items: [
      { label: "Professional Development", path: "/ProfessionalDevelopment" },
      { label: "Job Opening", path: "/JobOpening" },
    ],
  },
  { label: "Contact Us", path: "/contact" },
  { label: "LOGIN", path: "/Login" },
];
