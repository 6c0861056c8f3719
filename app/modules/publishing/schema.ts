import "~/kernel/zod-setup";
import { z } from "zod";
import { SLUG_PATTERN } from "~/kernel/slug";
import { optionalText, requiredText } from "~/kernel/validation";

// The fields events and news posts share, as the dashboard forms and the API send them.

// An HTML checkbox posts 'on' when ticked and nothing when not; a JSON body sends a boolean.
export const checkbox = (message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? false : value),
    z
      .union([z.boolean(), z.enum(["on", "true", "false", "off", "1", "0", ""])], { error: message })
      .transform((value) => value === true || value === "on" || value === "true" || value === "1"),
  );

/** An address segment, or '' to make one from the title; `example` is named in the refusal. */
export const optionalSlug = (example: string) =>
  z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: "Use lower-case letters, digits and hyphens" })
      .trim()
      .toLowerCase()
      .max(100, { error: "The address must be at most 100 characters" })
      .refine((value) => value === "" || SLUG_PATTERN.test(value), {
        error: `Use lower-case letters, digits and single hyphens (for example ${example})`,
      }),
  );

export const titleField = requiredText("Title is required", 200, "Title must be at most 200 characters");

export const summaryField = optionalText(300, "Summary must be at most 300 characters");

export const publishedField = checkbox("Published must be yes or no");
