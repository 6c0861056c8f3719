import "~/kernel/zod-setup";
import { z } from "zod";
import { SLUG_PATTERN } from "~/kernel/slug";
import { isoDate, optionalText, requiredText } from "~/kernel/validation";

export const EVENT_CATEGORIES = ["academic", "sports", "cultural", "holiday", "meeting", "admissions"] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<EventCategory, string> = {
  academic: "Academic",
  sports: "Sports",
  cultural: "Cultural",
  holiday: "Holiday",
  meeting: "Meeting",
  admissions: "Admissions",
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_MESSAGE = "Enter a time as HH:MM (24-hour clock)";

// An HTML checkbox posts 'on' when ticked and nothing when not; a JSON body sends a boolean.
export const checkbox = (message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? false : value),
    z
      .union([z.boolean(), z.enum(["on", "true", "false", "off", "1", "0", ""])], { error: message })
      .transform((value) => value === true || value === "on" || value === "true" || value === "1"),
  );

const optionalTime = z.preprocess(
  (value) => value ?? "",
  z
    .string({ error: TIME_MESSAGE })
    .trim()
    .refine((value) => value === "" || TIME.test(value), { error: TIME_MESSAGE }),
);

/** An address segment, or '' to make one from the title. */
export const optionalSlug = z.preprocess(
  (value) => value ?? "",
  z
    .string({ error: "Use lower-case letters, digits and hyphens" })
    .trim()
    .toLowerCase()
    .max(100, { error: "The address must be at most 100 characters" })
    .refine((value) => value === "" || SLUG_PATTERN.test(value), {
      error: "Use lower-case letters, digits and single hyphens (for example sports-day-2026)",
    }),
);

export const titleField = requiredText("Title is required", 200, "Title must be at most 200 characters");

/**
 * One event, as the dashboard form and the API send it. Dates and times are the school's own
 * clock (the site's time zone); an all-day event has no times and ends on its last day.
 */
export const eventSchema = z
  .object({
    title: titleField,
    slug: optionalSlug,
    allDay: checkbox("All day must be yes or no"),
    startDate: isoDate("Start date is required", "Enter a real date as YYYY-MM-DD"),
    startTime: optionalTime,
    endDate: z.preprocess(
      (value) => value ?? "",
      z
        .string({ error: "Enter a real date as YYYY-MM-DD" })
        .trim()
        .refine((value) => value === "" || isoDate("", "").safeParse(value).success, {
          error: "Enter a real date as YYYY-MM-DD",
        }),
    ),
    endTime: optionalTime,
    place: optionalText(200, "Place must be at most 200 characters"),
    category: z.enum(EVENT_CATEGORIES, { error: "Choose a category" }),
    summary: optionalText(300, "Summary must be at most 300 characters"),
    body: optionalText(20_000, "The text must be at most 20,000 characters"),
    published: checkbox("Published must be yes or no"),
  })
  .superRefine((event, ctx) => {
    if (!event.allDay && event.startTime === "")
      ctx.addIssue({ code: "custom", path: ["startTime"], message: "Start time is required (or tick All day)" });
    if (!event.allDay && event.endTime === "")
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "End time is required (or tick All day)" });
  })
  .transform((event) => {
    const endDate = event.endDate || event.startDate;
    return {
      ...event,
      endDate,
      startTime: event.allDay ? "" : event.startTime,
      endTime: event.allDay ? "" : event.endTime,
    };
  })
  .superRefine((event, ctx) => {
    const start = `${event.startDate}T${event.startTime || "00:00"}`;
    const end = `${event.endDate}T${event.endTime || "00:00"}`;
    if (event.allDay ? event.endDate < event.startDate : end <= start)
      ctx.addIssue({
        code: "custom",
        path: [event.endDate < event.startDate ? "endDate" : "endTime"],
        message: "The event must end after it starts",
      });
  });

export type EventInput = z.output<typeof eventSchema>;

/** The public list's filters: ?category=&view=list|calendar&month=YYYY-MM. */
export const eventListQuerySchema = z.object({
  category: z.enum(EVENT_CATEGORIES).optional().catch(undefined),
  view: z.enum(["list", "calendar"]).catch("list"),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
});

/** GET /api/events?from=&to=&category= */
export const eventApiQuerySchema = z.object({
  from: isoDate("", "from must be a date as YYYY-MM-DD").optional(),
  to: isoDate("", "to must be a date as YYYY-MM-DD").optional(),
  category: z.enum(EVENT_CATEGORIES, { error: `category must be one of ${EVENT_CATEGORIES.join(", ")}` }).optional(),
});

/** What pages and the API show of an event. */
export type PublicEvent = {
  id: number;
  slug: string;
  title: string;
  startDate: string;
  startTime: string | null;
  endDate: string;
  endTime: string | null;
  allDay: boolean;
  place: string;
  category: EventCategory;
  summary: string;
  body: string;
  pictureKey: string | null;
  published: boolean;
  updatedAt: string;
  createdAt: string;
};
