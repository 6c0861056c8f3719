import type { LibraryPicture } from "./schema";

// The page editor's picker uploads one picture through the library's own action (its command, its guard), posting
// the library's row names (`file.0`, `alt.0`, `caption.0`, `decorative.0`) to PICKER_UPLOAD_PATH, whose query asks
// the action for the picker's answer: the new picture, or the refusal on the picker's own fields, instead of a page
// and a flash. (In the address, not the body: a body refused before it is read still gets the picker's answer.)

export const PICKER_UPLOAD_PATH = "/welcome/pictures?answer=picker";

/** Whether a post to the library's action asks for the picker's answer. */
export const wantsPickerAnswer = (url: string) => new URL(url).searchParams.get("answer") === "picker";

/** The picker's fields, as the refusal names them. */
export type PickerUploadField = "file" | "alt" | "caption";

/** What the library's action answers the picker. */
export type PickerUploadAnswer =
  | { ok: true; picture: LibraryPicture }
  | { ok: false; intent: "picker"; message: string; fields: Partial<Record<PickerUploadField, string>> };

/** The library's refusal of row 1 (`alt.0`: "Picture 1: …") in the picker's words (`alt`: "…"). */
export function pickerFields(fields: Record<string, string>): Partial<Record<PickerUploadField, string>> {
  const found: Partial<Record<PickerUploadField, string>> = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = /^(file|alt|caption)\.\d$/.exec(name)?.[1] as PickerUploadField | undefined;
    const words = message.replace(/^Picture \d+: /, "");
    if (field) found[field] ??= words.charAt(0).toUpperCase() + words.slice(1);
  }
  return found;
}
