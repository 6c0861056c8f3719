import { z } from "zod";
import { isoDate, optionalText, requiredText } from "~/kernel/validation";

/** The gallery's categories (its 'screen names'), in menu order; the first is shown first. */
export const GALLERY_CATEGORIES = ["Sports", "Celebrations", "Annual Day", "Learning", "Kids Activities"] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const MEDIA_KINDS = ["Image", "Video"] as const;

const SCREEN_NAME_MESSAGE = "Screen Name is required and must be less than 20 characters.";

/**
 * The dashboard upload form (POST /api/upload, multipart). The file itself is optional and is
 * checked by the upload handler. The spec says "under 20" for the screen name but "max 30" for
 * the names, so 19 and 30 characters are the longest accepted.
 */
export const galleryUploadSchema = z.object({
  screenname: requiredText(SCREEN_NAME_MESSAGE, 19, SCREEN_NAME_MESSAGE).pipe(
    z.enum(GALLERY_CATEGORIES, {
      error: "Screen Name must be one of Sports, Celebrations, Annual Day, Learning or Kids Activities.",
    }),
  ),
  imageorvideo: z.enum(MEDIA_KINDS, { error: "Image or Video is required." }),
  imagename: optionalText(30, "Image name must be less than 30 characters."),
  videoname: optionalText(30, "Video name must be less than 30 characters."),
  eventname: requiredText(
    "Event name is required and must be less than 30 characters.",
    30,
    "Event name is required and must be less than 30 characters.",
  ),
  eventdesc: optionalText(150, "Description must be less than 150 characters."),
  eventdate: isoDate("Event date is required.", "Event date must be a real date written YYYY-MM-DD."),
});
export type GalleryUpload = z.infer<typeof galleryUploadSchema>;
