import "~/kernel/zod-setup";
import { z } from "zod";
import { isoDate, optionalText } from "~/kernel/validation";
import { checkScheduleOrder, scheduleShape, type Schedule } from "~/kernel/schedule";
import { checkbox, optionalSlug, publishedField, summaryField, titleField } from "~/modules/publishing";
import { translationShape, type ContentTranslations } from "~/kernel/i18n/content";

/** The words of an event the office may translate, with the English fields' length limits. */
export const EVENT_TRANSLATED_FIELDS = { title: 200, place: 200, summary: 300, body: 20_000 } as const;
export const EVENT_TRANSLATED = Object.keys(EVENT_TRANSLATED_FIELDS) as (keyof typeof EVENT_TRANSLATED_FIELDS)[];

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

const optionalTime = z.preprocess(
  (value) => value ?? "",
  z
    .string({ error: TIME_MESSAGE })
    .trim()
    .refine((value) => value === "" || TIME.test(value), { error: TIME_MESSAGE }),
);

/**
 * One event, as the dashboard form and the API send it. Dates and times are the school's own
 * clock (the site's time zone); an all-day event has no times and ends on its last day.
 */
export const eventSchema = z
  .object({
    title: titleField,
    slug: optionalSlug("sports-day-2026"),
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
    summary: summaryField,
    body: optionalText(20_000, "The text must be at most 20,000 characters"),
    published: publishedField,
    ...scheduleShape,
    ...translationShape(
      EVENT_TRANSLATED_FIELDS,
      (max) => `A translation must be at most ${max.toLocaleString("en-IN")} characters`,
    ),
  })
  .superRefine((event, ctx) => {
    checkScheduleOrder(event, ctx);
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
export type PublicEvent = Schedule & {
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
  /** The office's Hindi, Telugu… title, place, summary and text (docs/decisions/139). */
  translations: ContentTranslations;
  updatedAt: string;
  createdAt: string;
};
