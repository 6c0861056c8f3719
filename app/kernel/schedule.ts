import "./zod-setup";
import { z } from "zod";
import { isoInZone, zonedInstant } from "./dates";

// Scheduled publishing (docs/decisions/126-scheduled-publishing.md), shared by every kind of public content: a
// thing is shown from "publish at" until "stop showing at". Both are typed as the school's wall clock (its time
// zone setting) and stored as ISO-8601 UTC text; either may be empty. Browser and server share this file.

/** The two moments as stored (show_from, show_until): ISO UTC text, or null for "no limit". */
export type Schedule = { showFrom: string | null; showUntil: string | null };

// "2026-12-01T09:00" as a datetime-local field sends it; seconds and a space instead of the T are accepted too.
const LOCAL_MOMENT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** "2026-12-01T09:00:00" from what was typed, or undefined for no real date and time. */
function normalMoment(text: string): string | undefined {
  const match = LOCAL_MOMENT.exec(text);
  if (!match) return undefined;
  const [y, mo, d, h, mi, s = "00"] = match.slice(1);
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (day.getUTCMonth() !== Number(mo) - 1 || day.getUTCDate() !== Number(d)) return undefined;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}`;
}

const momentField = (label: string) =>
  z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: `Enter “${label}” as a date and time` })
      .trim()
      .refine((value) => value === "" || normalMoment(value) !== undefined, {
        error: `Enter “${label}” as a real date and time (for example 2026-12-01 09:00)`,
      })
      .transform((value) => (value === "" ? "" : normalMoment(value)!)),
  );

/** Spread into a form's shape: the two moments as typed ('' for none), in the school's time zone. */
export const scheduleShape = {
  showFrom: momentField("Publish at"),
  showUntil: momentField("Stop showing at"),
};

export const SCHEDULE_ORDER_MESSAGE = "“Stop showing at” must be after “Publish at”";

/** For a schema's superRefine: "stop showing at" must come after "publish at" (same zone, so the texts compare). */
export function checkScheduleOrder(value: { showFrom: string; showUntil: string }, ctx: z.RefinementCtx) {
  if (value.showFrom && value.showUntil && value.showUntil <= value.showFrom)
    ctx.addIssue({ code: "custom", path: ["showUntil"], message: SCHEDULE_ORDER_MESSAGE });
}

/** A wall-clock moment typed in the zone, as ISO UTC text. */
export function momentToUtc(local: string, timeZone: string): string {
  const [date, time] = local.split("T");
  const { utc } = zonedInstant(date, time.slice(0, 5), timeZone);
  return new Date(utc.getTime() + Number(time.slice(6, 8) || 0) * 1000).toISOString();
}

/** A stored moment as a datetime-local field shows it in the zone ("2026-12-01T09:00"); '' for none. */
export function momentToInput(iso: string | null, timeZone: string): string {
  return iso ? isoInZone(iso, timeZone).slice(0, 16) : "";
}

/**
 * What to store for the typed moments. A "publish at" that has already passed publishes now (stored as none) and
 * says so (`startedNow`), so the office is told rather than left wondering why the thing is already showing.
 */
export function resolveSchedule(
  typed: { showFrom: string; showUntil: string },
  timeZone: string,
  now = new Date(),
): Schedule & { startedNow: boolean } {
  const showFrom = typed.showFrom ? momentToUtc(typed.showFrom, timeZone) : null;
  const showUntil = typed.showUntil ? momentToUtc(typed.showUntil, timeZone) : null;
  const startedNow = showFrom !== null && showFrom <= now.toISOString();
  return { showFrom: startedNow ? null : showFrom, showUntil, startedNow };
}

/** The sentence added to the saved notice when a "publish at" in the past was replaced by now. */
export const STARTED_NOW_NOTICE = "“Publish at” was in the past, so it is shown on the website from now.";

/** The form's starting values of a saved schedule: a "publish at" already passed is shown as none. */
export function scheduleValues(schedule: Schedule, timeZone: string, now = new Date()) {
  const pending = schedule.showFrom && schedule.showFrom > now.toISOString() ? schedule.showFrom : null;
  return { showFrom: momentToInput(pending, timeZone), showUntil: momentToInput(schedule.showUntil, timeZone) };
}

/** Whether the thing is inside its window now (the public queries ask the same in SQL: schedule.server.ts). */
export function isShowing(schedule: Schedule, now = new Date()) {
  const at = now.toISOString();
  return (
    (schedule.showFrom === null || schedule.showFrom <= at) && (schedule.showUntil === null || schedule.showUntil > at)
  );
}

/** A row with its show_from and show_until as the schedule isShowing and nextScheduleChange read. */
export function withRowSchedule<R extends { show_from: string | null; show_until: string | null }>({
  show_from,
  show_until,
  ...row
}: R): Omit<R, "show_from" | "show_until"> & Schedule {
  return { ...row, showFrom: show_from, showUntil: show_until };
}

/**
 * The first of `moments` (stored ISO UTC text, null for none) after `now`, as epoch ms; undefined when none is
 * ahead. With the rows an answer was made from, the next moment that answer can change by the clock alone.
 */
export function firstMomentAfter(
  moments: readonly (string | null | undefined)[],
  now = new Date(),
): number | undefined {
  const at = now.toISOString();
  let first: number | undefined;
  for (const moment of moments) {
    // Compared as text, as isShowing and the public queries compare them.
    if (!moment || moment <= at) continue;
    const ms = Date.parse(moment);
    // Unreadable text: hold nothing rather than hold for ever.
    const when = Number.isFinite(ms) ? ms : now.getTime();
    if (first === undefined || when < first) first = when;
  }
  return first;
}

/** When the first of these things next comes due or stops showing (epoch ms), or undefined. */
export const nextScheduleChange = (schedules: readonly Schedule[], now = new Date()) =>
  firstMomentAfter(
    schedules.flatMap((schedule) => [schedule.showFrom, schedule.showUntil]),
    now,
  );

/** "1 Dec 09:00", with the year when it is not this year's. */
function shortMoment(iso: string, timeZone: string, now: Date) {
  const year = (at: Date) => new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric" }).format(at);
  const at = new Date(iso);
  const text = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "short",
    ...(year(at) === year(now) ? {} : { year: "numeric" }),
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  return text.replace(",", "");
}

/** The dashboard lists' words for a schedule: "Scheduled for 1 Dec 09:00", "Showing until 5 Dec 17:00"... */
export function scheduleLabel(schedule: Schedule, timeZone: string, now = new Date()): string {
  const at = now.toISOString();
  const parts: string[] = [];
  if (schedule.showFrom && schedule.showFrom > at)
    parts.push(`Scheduled for ${shortMoment(schedule.showFrom, timeZone, now)}`);
  if (schedule.showUntil)
    parts.push(
      schedule.showUntil > at
        ? `${parts.length ? "until" : "Showing until"} ${shortMoment(schedule.showUntil, timeZone, now)}`
        : `Stopped showing ${shortMoment(schedule.showUntil, timeZone, now)}`,
    );
  return parts.join(" ");
}
