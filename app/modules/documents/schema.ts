import "~/kernel/zod-setup";
import { z } from "zod";
import { slugify } from "~/kernel/slug";
import { requiredText, wholeNumber } from "~/kernel/validation";
import { checkScheduleOrder, scheduleShape } from "~/kernel/schedule";

export const DOCUMENT_CATEGORIES = ["school", "admissions", "academics", "parents", "development", "reports"] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  school: "About the school",
  admissions: "Admissions and fees",
  academics: "Academics and activities",
  parents: "For parents",
  development: "School development",
  reports: "Reports",
};

/** The two public lists, each with its own order: /Downloads (the spec's) and /Download (brochure first). */
export const DOCUMENT_LISTS = ["downloads", "brochure"] as const;
export type DocumentList = (typeof DOCUMENT_LISTS)[number];

export const CATEGORY_MESSAGE = "Choose a category";

/** A document's title and category, as the dashboard form and the API send them (the file travels beside them). */
const documentFields = z.object({
  title: requiredText("Title is required", 200, "Title must be at most 200 characters"),
  category: z.enum(DOCUMENT_CATEGORIES, { error: CATEGORY_MESSAGE }),
  ...scheduleShape,
});
export const documentSchema = documentFields.superRefine(checkScheduleOrder);
export type DocumentInput = z.infer<typeof documentSchema>;

const POSITION_MESSAGE = "Position must be a whole number of 1 or more";
const position = wholeNumber(POSITION_MESSAGE, POSITION_MESSAGE, 1, 2_147_483_647);

/** PUT /api/documents/{id}: the fields above, and optionally a new position on either list. */
export const documentUpdateSchema = documentFields
  .extend({
    downloadsPosition: position.optional(),
    brochurePosition: position.optional(),
  })
  .superRefine(checkScheduleOrder);
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;

/** The dashboard's order buttons: one step up or down on one list. */
export const documentMoveSchema = z.object({
  list: z.enum(DOCUMENT_LISTS, { error: "Choose a list" }),
  direction: z.enum(["up", "down"], { error: "Choose up or down" }),
});

/** Restoring an earlier file of a document. */
export const documentRestoreSchema = z.object({
  version: wholeNumber("Choose a version", "Choose a version", 1, 2_147_483_647, "Choose a version"),
});

/** The kinds of file the library takes, by what their bytes are (never by their name). */
export const DOCUMENT_TYPES = {
  pdf: { label: "PDF", contentType: "application/pdf", extensions: ["pdf"] },
  docx: {
    label: "Word",
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: ["docx"],
  },
  xlsx: {
    label: "Excel",
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    extensions: ["xlsx"],
  },
  pptx: {
    label: "PowerPoint",
    contentType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    extensions: ["pptx"],
  },
  jpg: { label: "JPEG", contentType: "image/jpeg", extensions: ["jpg", "jpeg"] },
  png: { label: "PNG", contentType: "image/png", extensions: ["png"] },
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

export const FILE_REQUIRED = "Choose a file to upload";
export const FILE_NOT_ALLOWED = "The file must be a PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), JPEG or PNG";

/** "PDF", "Word"... for a stored content type; "Link" for a document without a file. */
export function documentTypeLabel(contentType: string | null): string {
  if (!contentType) return "Link";
  const found = Object.values(DOCUMENT_TYPES).find((type) => type.contentType === contentType);
  return found?.label ?? "File";
}

/**
 * The name a document's file is kept and shown under: its title as a slug with the extension of its kind
 * ("fee-structure-2026-27.pdf"), never the name of the file on the uploader's computer.
 */
export function documentFileName(title: string, contentType: string): string {
  const type = Object.entries(DOCUMENT_TYPES).find(([, kind]) => kind.contentType === contentType)?.[0] ?? "bin";
  return `${slugify(title) || "document"}.${type}`;
}

/** "845 KB", "2.4 MB". */
export function formatFileSize(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
