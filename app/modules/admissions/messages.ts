import { z } from "zod";
import { optionalText, requiredText } from "~/kernel/validation";
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

export const DEFAULT_TEMPLATES: Record<MessageStep, MessageTemplate> = {
  documents_needed: {
    subject: "Application {number}: a document is needed",
    body: "Dear {parent},\n\nThank you for applying to {school} for {child} in {class}. We need one more document, or a clearer copy of one you sent. The note from the school office says which.\n\nPlease open the status page, enter the application number {number} and your child's date of birth, and upload it there: {link}",
  },
  documents_verified: {
    subject: "Application {number}: documents checked",
    body: "Dear {parent},\n\nThe school office has checked the documents for {child}'s application to {class}. Everything is in order. We will write to you again with the next step.",
  },
  assessment_scheduled: {
    subject: "Application {number}: assessment on {date}",
    body: "Dear {parent},\n\n{child} is invited for the admission assessment for {class} on {date} at {time}, at {place}.\n\nPlease come 15 minutes early with the child and this message. The calendar invitation is attached; add it to your phone's calendar so you do not miss it. If the time does not suit you, please call the school office.",
  },
  offered: {
    subject: "Application {number}: a seat is offered for {child}",
    body: "Dear {parent},\n\nWe are happy to offer {child} a seat in {class} for the academic year {year}. The offer letter is attached.\n\nTo accept, please pay the fee of Rs. {fee} by {lapses}. If the fee is not paid by then, the offer lapses and the seat goes to the next child on the waiting list.",
  },
  fee_paid: {
    subject: "Application {number}: fee received",
    body: "Dear {parent},\n\nWe have received the fee for {child}. Thank you. The school office will confirm the admission soon.",
  },
  admitted: {
    subject: "Welcome to {school}, {child}",
    body: "Dear {parent},\n\n{child} is admitted to {class} for the academic year {year}. Welcome to {school}! The school office will write about the first day, uniforms and books.",
  },
  waitlisted: {
    subject: "Application {number}: on the waiting list",
    body: "Dear {parent},\n\nAll seats in {class} are taken for now, so {child}'s application is on the waiting list. We will write to you as soon as a seat is free. You do not need to do anything.",
  },
  declined: {
    subject: "Application {number}",
    body: "Dear {parent},\n\nThank you for your interest in {school}. We are sorry that we cannot offer {child} a seat in {class} this year.\n\nWe wish {child} all the best.",
  },
};

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

/** What the office types in the status form for the steps that need it (checked on the server by the step). */
export const stepDetailsShape = {
  assessmentDate: optionalText(10),
  assessmentTime: optionalText(5),
  assessmentPlace: optionalText(200, "The place must be at most 200 characters"),
  offerLapses: optionalText(10),
  offerFee: optionalText(9),
};
export type StepDetails = { [K in keyof typeof stepDetailsShape]?: string };

/** What a message row keeps of the details (only its step's). */
export type SavedDetails = {
  date?: string;
  time?: string;
  place?: string;
  lapses?: string;
  fee?: number;
};
