import "~/kernel/zod-setup";
import { z } from "zod";
import { isEmailAddress, optionalText, requiredText } from "~/kernel/validation";
import { PREFIXED_LANGUAGES } from "~/kernel/i18n/languages";

// One alert, as the dashboard form and the JSON API send it: the same fields, checked by the same schema in the
// browser and on the server. Times are the school's wall clock (the site's time zone), as a datetime-local input
// sends them; the command turns them into moments.

export const ALERT_SEVERITIES = ["information", "warning", "emergency"] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
export const SEVERITY_LABELS: Record<AlertSeverity, string> = {
  information: "Information",
  warning: "Warning",
  emergency: "Emergency",
};

export const MESSAGE_MAX = 500;
/** The form field of a language's text: message_hi, message_te. */
export const translationField = (code: string) => `message_${code}`;

const WALL_CLOCK = /^(\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))[T ]([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?(\.\d+)?$/;
const TIME_MESSAGE = "Enter a date and time, such as 2026-12-01 09:00";

/** '' or a wall-clock date and time ("2026-12-01T09:00", seconds kept when sent: "2026-12-01T09:00:30"). */
const optionalWallClock = z.preprocess(
  (value) => value ?? "",
  z
    .string({ error: TIME_MESSAGE })
    .trim()
    .refine((value) => value === "" || WALL_CLOCK.test(value), { error: TIME_MESSAGE })
    .transform((value) => {
      const match = WALL_CLOCK.exec(value);
      return match ? `${match[1]}T${match[4]}:${match[5]}${match[6] ?? ""}` : "";
    }),
);

const LINK_MESSAGE = "Enter a web address starting with https:// or a page of this site starting with /";

/** An http(s) address, or a path on this site ("/Holidays"); '' for none. */
const alertLink = z.preprocess(
  (value) => value ?? "",
  z
    .string({ error: LINK_MESSAGE })
    .trim()
    .max(500, { error: "The link must be at most 500 characters" })
    .refine((value) => value === "" || isSitePath(value) || isWebAddress(value), { error: LINK_MESSAGE }),
);

function isSitePath(value: string) {
  return /^\/(?![/\\])[^\s<>"]*$/.test(value);
}

function isWebAddress(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".") && !/\s/.test(value);
  } catch {
    return false;
  }
}

const translationShape = Object.fromEntries(
  PREFIXED_LANGUAGES.map((code) => [
    translationField(code),
    optionalText(MESSAGE_MAX, `The translation must be at most ${MESSAGE_MAX} characters`),
  ]),
) as Record<`message_${string}`, ReturnType<typeof optionalText>>;

export const alertSchema = z
  .object({
    message: requiredText(
      "Write the alert's text",
      MESSAGE_MAX,
      `The alert's text must be at most ${MESSAGE_MAX} characters`,
    ),
    ...translationShape,
    severity: z.enum(ALERT_SEVERITIES, { error: "Choose information, warning or emergency" }),
    link: alertLink,
    startsAt: optionalWallClock,
    endsAt: optionalWallClock,
  })
  .superRefine((alert, ctx) => {
    if (alert.startsAt && alert.endsAt && alert.endsAt <= alert.startsAt)
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "The alert must end after it starts" });
  })
  .transform(({ message, severity, link, startsAt, endsAt, ...rest }) => {
    const fields = rest as Record<string, string>;
    const translations = Object.fromEntries(
      PREFIXED_LANGUAGES.map((code) => [code, fields[translationField(code)] ?? ""]).filter(([, text]) => text !== ""),
    ) as Record<string, string>;
    return { message, translations, severity, link, startsAt, endsAt };
  });

export type AlertInput = z.output<typeof alertSchema>;

const MAILING_LIST_MAX = 50;

/** The office's emergency mailing list: one address or more, separated by commas, spaces or lines. */
export const mailingListSchema = z.object({
  recipients: z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: "Enter e-mail addresses, one a line" })
      .transform((text) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))])
      .superRefine((addresses, ctx) => {
        const bad = addresses.find((address) => address.length > 254 || !isEmailAddress(address, { bare: true }));
        if (bad) ctx.addIssue({ code: "custom", message: `Not an e-mail address: ${bad.slice(0, 60)}` });
        else if (addresses.length === 0) ctx.addIssue({ code: "custom", message: "Enter at least one e-mail address" });
        else if (addresses.length > MAILING_LIST_MAX)
          ctx.addIssue({ code: "custom", message: `At most ${MAILING_LIST_MAX} addresses` });
      }),
  ),
});

export type MailingList = z.output<typeof mailingListSchema>;

/** Where an alert is in its life, as the dashboard lists it. */
export type AlertState = "scheduled" | "showing" | "ended";

/** An alert as the dashboard and the API show it: moments in UTC ISO, with the school's wall clock beside. */
export type Alert = {
  id: number;
  message: string;
  translations: Record<string, string>;
  severity: AlertSeverity;
  link: string;
  startsAt: string;
  endsAt: string | null;
  state: AlertState;
  mailedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** What the banner needs of a showing alert: its texts by language ("en" always there). */
export type BannerAlert = { id: number; severity: AlertSeverity; texts: Record<string, string>; link: string };
