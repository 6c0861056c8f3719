import { z } from "zod";
import { PAGE_LIMITS } from "~/kernel/content/page-blocks";
import { optionalText } from "~/kernel/validation";

// The picture library's words for one picture. The limits are the page picture block's, so a picture chosen
// from the library always fits the block it fills.

export const PICTURE_LIMITS = {
  alt: PAGE_LIMITS.label,
  caption: PAGE_LIMITS.caption,
  /** Pictures one upload may carry (the form's rows, the API's file fields). */
  atOnce: 10,
  /** Pictures on one page of the library. */
  pageSize: 24,
} as const;

export const ALT_REQUIRED = "Describe the picture for people who cannot see it, or mark it as decorative";

const checkbox = z.preprocess(
  (value) => value === true || value === "on" || value === "true" || value === "1",
  z.boolean(),
);

/** Alt text, caption and the decorative mark, as the upload rows, the edit form and the API send them. */
export const pictureWordsSchema = z
  .object({
    alt: optionalText(PICTURE_LIMITS.alt, `The description may be at most ${PICTURE_LIMITS.alt} characters`),
    caption: optionalText(PICTURE_LIMITS.caption, `The caption may be at most ${PICTURE_LIMITS.caption} characters`),
    decorative: checkbox,
  })
  .superRefine((words, ctx) => {
    if (!words.decorative && words.alt === "") ctx.addIssue({ code: "custom", path: ["alt"], message: ALT_REQUIRED });
  });
export type PictureWords = z.infer<typeof pictureWordsSchema>;

/** A picture as the library, the editor's picker and the API show it. */
export type LibraryPicture = {
  /** The stored original's key: the picture's identity. */
  key: string;
  /** The largest responsive JPEG (what a page block stores as its address). */
  src: string;
  thumb: string | null;
  width: number | null;
  height: number | null;
  alt: string;
  caption: string;
  decorative: boolean;
  /** False while the library has no words of its own for it (a gallery or slide picture): alt is then borrowed. */
  described: boolean;
  originalName: string | null;
  createdAt: string;
  /** Where it came from: uploaded to the library, or a gallery entry, slide, event or news post's picture. */
  source: { kind: "library" | "gallery" | "slide" | "event" | "news"; label: string };
};

/** One place a picture is used, with the dashboard address where it can be changed. */
export type PictureUse = { label: string; href: string; publicHref?: string };
