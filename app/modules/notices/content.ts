import type { SiteSettings } from "~/kernel/settings/schema";
import { formatPhone } from "~/kernel/phone-number";
import { PUBLIC_FORMS, type Keeping } from "./forms";

// The two notices' text, generated from the settings and the forms' declared fields. What this builds is stored
// as a version when it differs from the last one (notices.server.ts), so the wording here is part of each version.

export const NOTICE_KINDS = ["privacy", "accessibility"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_PATHS: Record<NoticeKind, string> = { privacy: "/privacy", accessibility: "/accessibility" };

export type NoticeBlock = { p: string } | { ul: string[] } | { h3: string };
/** One section: `id` names its heading in the catalogues (notice.privacy.<id>), `heading` is its English text. */
export type NoticeSection = { id: string; heading: string; blocks: NoticeBlock[] };
export type NoticeDocument = { title: string; sections: NoticeSection[] };

/** What the notices need besides the school's settings: the mail settings' retention period. */
export type NoticeFacts = { retentionMonths: number };

const keepingText = (keeping: Keeping, months: number) =>
  ({
    helpDesk: `Kept while the school office deals with it. ${months} months after it is closed (or last changed), the name, contact details and message are erased; only its date and kind stay, as a count. An item the office deletes is gone for good after 30 days.`,
    alumni: `A registration the office rejects is deleted ${months} months after the decision, and its photograph at once. One the office approves becomes the school's alumni record, kept until you ask for it to be removed; its details in the office's inbox are erased ${months} months after it is closed.`,
    admission:
      "An application that does not lead to an admission is deleted by the office after that admission year. One that does becomes your child's student record, kept while your child is at the school and as school records must be kept after.",
  })[keeping];

function grievanceLines(settings: SiteSettings) {
  const name = settings.grievanceName || `The school office of ${settings.schoolName}`;
  const email = settings.grievanceEmail || settings.email;
  const phone = formatPhone(settings.grievancePhone || settings.phone);
  return [`Grievance officer: ${name}`, `E-mail: ${email}`, `Phone: ${phone}`, `Post: ${settings.address}`];
}

export function privacyNotice(settings: SiteSettings, facts: NoticeFacts): NoticeDocument {
  const school = settings.schoolName;
  const months = facts.retentionMonths;
  return {
    title: "Privacy notice",
    sections: [
      {
        id: "who",
        heading: "Who we are",
        blocks: [
          {
            p: `${school} decides what is done with the personal data you give on this website: it is the Data Fiduciary under India's Digital Personal Data Protection Act, 2023 (the DPDP Act). This notice says what each form collects, why, how long it is kept, and your rights.`,
          },
          { p: `Postal address: ${settings.address}.` },
          {
            p: "This notice is written from the website's own forms and settings: when a form asks for something new, or the school changes a detail below, the notice gets a new version.",
          },
        ],
      },
      {
        id: "forms",
        heading: "What each form collects, and why",
        blocks: PUBLIC_FORMS.flatMap((form) => [
          { h3: form.title },
          { p: `Used ${form.purpose}` },
          { ul: Object.values(form.fields) },
          { p: keepingText(form.keeping, months) },
        ]),
      },
      {
        id: "site",
        heading: "What the website itself keeps",
        blocks: [
          {
            p: "The website sets no cookies for advertising or tracking and shows no advertising. It uses a cookie only where a form needs one: the admission application keeps one so this browser can continue your draft, and staff signing in to the office dashboard get a session cookie.",
          },
          {
            p: "Your e-mail address is used to send you the acknowledgement and the office's answer, through the school's mail provider. Documents and pictures are stored with the school's storage provider. The school does not sell your details or share them with anyone else, unless the law requires it.",
          },
        ],
      },
      {
        id: "children",
        heading: "Children's details",
        blocks: [
          {
            p: "A child's details are taken only from a parent or guardian (the admission application and the enquiry form), with their agreement, as section 9 of the DPDP Act requires. The school does not track children or show them advertising.",
          },
        ],
      },
      {
        id: "rights",
        heading: "Your rights under the DPDP Act",
        blocks: [
          {
            ul: [
              "Access: ask for a summary of the personal data the school holds about you and what it does with it (section 11).",
              "Correction and erasure: ask for your details to be corrected, completed, updated or erased (section 12).",
              "Withdraw your agreement at any time, as easily as you gave it (section 6); what was done before stays lawful.",
              "Grievance redressal: complain to the grievance officer below, who answers as soon as possible and within 90 days at most (section 13).",
              "Nominate: name someone to use these rights for you if you die or cannot act yourself (section 14).",
            ],
          },
          {
            p: "If the school's answer does not settle your grievance, you may complain to the Data Protection Board of India.",
          },
        ],
      },
      {
        id: "grievance",
        heading: "Grievance officer",
        blocks: [{ p: "Write or call to use any of these rights or to complain:" }, { ul: grievanceLines(settings) }],
      },
      {
        id: "changes",
        heading: "Changes to this notice",
        blocks: [
          {
            p: "When this notice changes, it gets a new version number; each form records the version the sender agreed to, and earlier versions stay readable below.",
          },
        ],
      },
    ],
  };
}

export function accessibilityStatement(settings: SiteSettings): NoticeDocument {
  const gaps = settings.accessibilityGaps
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    title: "Accessibility statement",
    sections: [
      {
        id: "aim",
        heading: "Our aim",
        blocks: [
          {
            p: `${settings.schoolName} wants everyone to be able to use this website, including people who use a screen reader, only a keyboard, magnification or voice control. The target is the Web Content Accessibility Guidelines (WCAG) 2.2, level AA.`,
          },
        ],
      },
      {
        id: "testing",
        heading: "How it is checked",
        blocks: [
          {
            ul: [
              "Every change to the website is tested in a real browser with automatic accessibility checks (axe) for the WCAG 2.2 A and AA rules, on the public pages and the forms.",
              "Menus, forms and the gallery are tested with the keyboard alone; a form with a mistake moves focus to a list of what to fix, with a message on each field.",
              "Colours the office chooses are refused when text on them would fall below a contrast of 4.5:1.",
              "The public pages work without JavaScript, and are offered in English, Hindi and Telugu where the office has switched them on.",
            ],
          },
        ],
      },
      {
        id: "gaps",
        heading: "Known gaps",
        blocks: [gaps.length ? { ul: gaps } : { p: "None known at present." }],
      },
      {
        id: "contact",
        heading: "Tell us about a problem",
        blocks: [
          {
            p: `If something on this website is hard to use, or you need its content in another form, tell the school office: e-mail ${settings.email}, phone ${formatPhone(settings.phone)}. Say which page and what went wrong; the office aims to answer within five working days.`,
          },
          {
            p: "If you are not satisfied with the answer, you may write to the State Commissioner for Persons with Disabilities (Rights of Persons with Disabilities Act, 2016).",
          },
        ],
      },
    ],
  };
}

/** The notice of one kind, as it reads now. */
export const buildNotice = (kind: NoticeKind, settings: SiteSettings, facts: NoticeFacts) =>
  kind === "privacy" ? privacyNotice(settings, facts) : accessibilityStatement(settings);
