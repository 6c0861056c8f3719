import { z } from "zod";
import { requiredText } from "~/kernel/validation";
import { ENGLISH_CATALOGUE, type Catalogue } from "~/kernel/i18n/translate";
import type { ApplicationStatus } from "./schema";

// The parent's message at each step of the pipeline (docs/decisions/137-admission-letters.md): the office edits the
// subject and body of each, with placeholders filled from the application and from what the office typed when it
// moved it (the assessment's date, time and place; the offer's fee and the date it lapses). Browser-safe: the
// editor's form checks with the same schema.

export const MESSAGE_STEPS = [
  "documents_needed",
  "documents_verified",
  "assessment_scheduled",
  "offered",
  "fee_paid",
  "admitted",
  "waitlisted",
  "declined",
] as const satisfies readonly ApplicationStatus[];
export type MessageStep = (typeof MESSAGE_STEPS)[number];

export const isMessageStep = (status: string): status is MessageStep => MESSAGE_STEPS.includes(status as MessageStep);

/** Placeholders every message may use, and what each stands for (the editor lists them). */
export const COMMON_PLACEHOLDERS = {
  child: "the child's name",
  number: "the application number",
  class: "the class applied for",
  year: "the academic year",
  school: "the school's name",
  parent: "the parent's or guardian's name",
  link: "the address of the status page",
} as const;

/** Placeholders only one step has. */
export const STEP_PLACEHOLDERS: Partial<Record<MessageStep, Record<string, string>>> = {
  assessment_scheduled: { date: "the assessment's date", time: "its time", place: "its place" },
  offered: { fee: "the fee to pay, in rupees", lapses: "the date the offer lapses" },
};

export const placeholdersOf = (step: MessageStep): Record<string, string> => ({
  ...COMMON_PLACEHOLDERS,
  ...STEP_PLACEHOLDERS[step],
});

export const STEP_NAMES: Record<MessageStep, string> = {
  documents_needed: "Documents needed",
  documents_verified: "Documents verified",
  assessment_scheduled: "Assessment invitation",
  offered: "Offer of a seat",
  fee_paid: "Fee received",
  admitted: "Admitted",
  waitlisted: "Waitlisted",
  declined: "Declined",
};

export type MessageTemplate = { subject: string; body: string };

/**
 * The school's default wording of each message: English from the site's catalogue (the Hindi and Telugu wordings sit
 * beside it there, decision 144), so the editor shows and resets to the same text the parent would get.
 */
export const DEFAULT_TEMPLATES = Object.fromEntries(
  MESSAGE_STEPS.map((step) => [step, defaultTemplateIn(ENGLISH_CATALOGUE, step)]),
) as Record<MessageStep, MessageTemplate>;

/** A step's default wording in a catalogue's language (placeholders as in English: the catalogue test holds them). */
export function defaultTemplateIn(catalogue: Catalogue, step: MessageStep): MessageTemplate {
  return {
    subject: catalogue[`admissions.template.${step}.subject`],
    body: catalogue[`admissions.template.${step}.body`],
  };
}

const PLACEHOLDER = /\{([^{}\s]{1,30})\}/g;

/** The placeholders a text uses that its step does not know, each once. */
export function unknownPlaceholders(step: MessageStep, text: string): string[] {
  const known = placeholdersOf(step);
  const found = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
  return [...new Set(found.filter((name) => !(name in known)))];
}

/** Fills the placeholders (the template was checked when saved; an unknown one stays as typed). */
export function fillTemplate(text: string, values: Record<string, string>) {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

const unknownMessage = (names: string[]) =>
  `${names.map((name) => `{${name}}`).join(", ")} ${names.length === 1 ? "is not a placeholder" : "are not placeholders"} this message knows`;

/** The editor's form: one step's subject and body. */
export const messageTemplateSchema = z
  .object({
    step: z.enum(MESSAGE_STEPS, { error: "Choose a message" }),
    subject: requiredText("The subject is required", 200, "The subject must be at most 200 characters").refine(
      (value) => !/[\r\n]/.test(value),
      { error: "The subject must be one line" },
    ),
    body: requiredText("The message is required", 4000, "The message must be at most 4000 characters"),
  })
  .superRefine((template, context) => {
    for (const field of ["subject", "body"] as const) {
      const unknown = unknownPlaceholders(template.step, template[field]);
      if (unknown.length) context.addIssue({ code: "custom", path: [field], message: unknownMessage(unknown) });
    }
  });

/** What a message row keeps of the details (only its step's). */
export type SavedDetails = {
  date?: string;
  time?: string;
  place?: string;
  lapses?: string;
  fee?: number;
};
