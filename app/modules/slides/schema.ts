import { z } from "zod";
import { translationShape } from "~/kernel/i18n/content";
import { SLIDE_SETS, type SlideSet } from "~/kernel/content/slide-sets";
import { optionalText, wholeNumber } from "~/kernel/validation";
import { checkScheduleOrder, scheduleShape } from "~/kernel/schedule";

export { SLIDE_SETS, type SlideSet };

export const SLIDE_NUMBER_MESSAGE = "Slide number must be between 1 and 10";

/** The image is a file part, so the upload handler checks it and shows this message. */
export const SLIDE_IMAGE_REQUIRED_MESSAGE = "Image file is required";

/** Home screen slides form (POST /api/homeslides, PUT /api/replace-image/{slidename}/{sno}), without the file. */
export const slideSchema = z
  .object({
    slidename: z.enum(SLIDE_SETS, { error: "Slide set is required" }),
    sno: wholeNumber(SLIDE_NUMBER_MESSAGE, SLIDE_NUMBER_MESSAGE, 1, 10, SLIDE_NUMBER_MESSAGE),
    // Read aloud by screen readers; empty means a decorative slide.
    alt: optionalText(150, "Image description must be at most 150 characters"),
    ...translationShape({ alt: 150 }, (max) => `A translation must be at most ${max} characters`),
    // When the slide shows in its carousel (docs/decisions/126-scheduled-publishing.md); empty: always.
    ...scheduleShape,
  })
  .superRefine(checkScheduleOrder);
export type Slide = z.infer<typeof slideSchema>;
