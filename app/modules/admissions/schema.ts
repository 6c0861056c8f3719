import { z } from "zod";
import { optionalPhoneNumber, phoneNumber } from "~/kernel/phone";
import { aadhaarNumber, optionalAadhaarNumber } from "~/kernel/aadhaar";
import {
  email,
  gender,
  isEmailAddress,
  isoDate,
  optionalText,
  refuseUnknownFields,
  requiredText,
} from "~/kernel/validation";

// The application's steps, one schema each, shared by the step's form (its HTML constraints and its check) and the
// server; the office's status change and admission, shared by the dashboard and the JSON API.

export const APPLICATION_STEPS = [
  "child",
  "family",
  "transport",
  "documents",
  "declarations",
  "fee",
  "review",
] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** The steps a parent goes through: the fee step only when her class takes an application fee. */
export const stepsFor = (takesFee: boolean): readonly ApplicationStep[] =>
  takesFee ? APPLICATION_STEPS : APPLICATION_STEPS.filter((step) => step !== "fee");

export const STEP_TITLES: Record<ApplicationStep, string> = {
  child: "Your child",
  family: "Parents or guardians",
  transport: "School bus",
  documents: "Documents",
  declarations: "Declarations",
  fee: "Application fee",
  review: "Check and submit",
};

/** Refused when the privacy notice got a new version (/privacy) after the parent's page showed theirs. */
export const PRIVACY_NOTICE_CHANGED = "The privacy notice has changed; please read it again";

export const childStepSchema = z.object({
  childName: requiredText("The child's name is required", 100, "The child's name must be at most 100 characters"),
  dateOfBirth: isoDate("The date of birth is required", "Write a real date of birth"),
  gender: gender("Choose the child's gender"),
  classSought: requiredText("Choose the class", 20),
  boarding: z.enum(["day", "boarding"], { error: "Choose day scholar or boarder" }),
  previousSchool: optionalText(150, "The previous school must be at most 150 characters"),
  aadhaar: optionalAadhaarNumber(),
});
export type ChildStep = z.infer<typeof childStepSchema>;

const personName = (label: string) => optionalText(100, `${label} must be at most 100 characters`);

export const familyStepSchema = z
  .object({
    fatherName: personName("Father's name"),
    motherName: personName("Mother's name"),
    guardianName: personName("Guardian's name"),
    phone: phoneNumber({ required: "A phone number is required", label: "The phone number" }),
    otherPhone: optionalPhoneNumber({ label: "The other phone number" }),
    email: email("Write an e-mail address like name@example.com", "An e-mail address is required"),
    occupation: optionalText(100, "Occupation must be at most 100 characters"),
    address: requiredText("The address is required", 500, "The address must be at most 500 characters"),
  })
  .refine((family) => Boolean(family.fatherName || family.motherName || family.guardianName), {
    path: ["fatherName"],
    error: "Write at least one parent's or guardian's name",
  });
export type FamilyStep = z.infer<typeof familyStepSchema>;

export const transportStepSchema = z
  .object({
    needsTransport: z.enum(["yes", "no"], { error: "Say whether your child needs the school bus" }),
    transportRoute: optionalText(100, "The area must be at most 100 characters"),
    pickupPoint: optionalText(150, "The pick-up point must be at most 150 characters"),
  })
  .refine((transport) => transport.needsTransport === "no" || transport.transportRoute !== "", {
    path: ["transportRoute"],
    error: "Write the area or route the bus should come from",
  });
export type TransportStep = z.infer<typeof transportStepSchema>;

const mustTick = (message: string) => z.literal("on", { error: message });

export const declarationsStepSchema = z.object({
  truthful: mustTick("Confirm that the details are true"),
  privacy: mustTick("Agree to the privacy notice to go on"),
  // The version of the site's privacy notice the page showed; saving checks it is still the current one.
  privacyNoticeVersion: z
    .string({ error: PRIVACY_NOTICE_CHANGED })
    .regex(/^[1-9]\d{0,8}$/, { error: PRIVACY_NOTICE_CHANGED })
    .transform(Number),
});

/** Resume or look up an application: its number and the child's date of birth. */
export const applicationLookupSchema = z.object({
  number: requiredText("Write the application number", 20).transform((value) => value.toUpperCase()),
  dateOfBirth: isoDate("Write the child's date of birth", "Write a real date of birth"),
});

export const resumeLinkSchema = z.object({
  email: email("Write an e-mail address like name@example.com", "An e-mail address is required").refine(
    (value) => isEmailAddress(value, { bare: true }),
    { error: "Write an e-mail address like name@example.com" },
  ),
});

export const APPLICATION_STATUSES = [
  "draft",
  "submitted",
  "documents_needed",
  "documents_verified",
  "assessment_scheduled",
  "offered",
  "fee_paid",
  "admitted",
  "waitlisted",
  "declined",
  "withdrawn",
] as const;
/** What the office types in the status form for the steps that need it (checked on the server by the step). */
export const stepDetailsShape = {
  assessmentDate: optionalText(10),
  assessmentTime: optionalText(5),
  assessmentPlace: optionalText(200, "The place must be at most 200 characters"),
  offerLapses: optionalText(10),
  offerFee: optionalText(9),
};
export type StepDetails = { [K in keyof typeof stepDetailsShape]?: string };

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  draft: "Not yet submitted",
  submitted: "Submitted",
  documents_needed: "Documents needed",
  documents_verified: "Documents verified",
  assessment_scheduled: "Assessment scheduled",
  offered: "Seat offered",
  fee_paid: "Fee paid",
  admitted: "Admitted",
  waitlisted: "Waitlisted",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

/** What the parent reads on the status page. */
export const STATUS_FOR_PARENTS: Record<ApplicationStatus, string> = {
  draft: "The application has not been submitted yet. Resume it to finish and submit.",
  submitted: "The application has reached the school office. It will be looked at soon.",
  documents_needed: "The school office needs a document again or one more document. Please upload it below.",
  documents_verified: "The school office has checked the documents. The next step will be sent to you by e-mail.",
  assessment_scheduled: "An assessment is arranged. The date and place were sent to you by e-mail.",
  offered: "A seat is offered. Pay the fee to confirm it before the date in the offer letter.",
  fee_paid: "The fee is received. The school office will confirm the admission.",
  admitted: "Your child is admitted. Welcome to the school!",
  waitlisted: "The application is on the waiting list. The school office will write when a seat is free.",
  declined: "The school cannot offer a seat this time.",
  withdrawn: "The application was withdrawn.",
};

/** The main line, in order; the office may move forward along it, skipping steps a class does not need. */
export const PIPELINE: readonly ApplicationStatus[] = [
  "submitted",
  "documents_verified",
  "assessment_scheduled",
  "offered",
  "fee_paid",
];
const ahead = (from: ApplicationStatus) => PIPELINE.slice(PIPELINE.indexOf(from) + 1);

/** The moves the office may make (admitted only through "admit", which creates the student record). */
export const STATUS_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  draft: [],
  submitted: [...ahead("submitted"), "documents_needed", "waitlisted", "declined", "withdrawn"],
  documents_needed: ["documents_verified", "declined", "withdrawn"],
  documents_verified: [...ahead("documents_verified"), "documents_needed", "waitlisted", "declined", "withdrawn"],
  assessment_scheduled: [...ahead("assessment_scheduled"), "waitlisted", "declined", "withdrawn"],
  offered: ["fee_paid", "declined", "withdrawn"],
  fee_paid: ["withdrawn"],
  admitted: [],
  waitlisted: ["offered", "declined", "withdrawn"],
  declined: [],
  withdrawn: [],
};

/** Statuses from which "admit" creates the student record. */
export const ADMITTABLE: readonly ApplicationStatus[] = ["offered", "fee_paid"];

export const statusChangeSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: "Choose a status" }),
  note: optionalText(1000, "The note must be at most 1000 characters"),
  // The assessment's date, time and place, the offer's fee and lapse date: required by those steps (messages.server.ts).
  ...stepDetailsShape,
});
export const statusChangeBodySchema = z.strictObject(statusChangeSchema.shape, refuseUnknownFields);

export const admitSchema = z.object({
  admissionNumber: requiredText("The admission number is required", 50, "At most 50 characters"),
  section: requiredText("The section is required", 10, "At most 10 characters"),
  aadhaar: aadhaarNumber("Aadhaar is required for the student record"),
});
export const admitBodySchema = z.strictObject(admitSchema.shape, refuseUnknownFields);
