import { fileTypeFromBuffer } from "file-type";

/** What a file really is, judged by its first bytes; the name and the browser's claimed type are ignored. */
export type SniffedType = {
  kind: "image" | "video";
  extension: "jpg" | "png" | "gif" | "webp" | "avif" | "mp4";
  contentType: string;
};

/** Bytes file-type reads to tell the accepted types apart (its reasonableDetectionSizeInBytes). */
export const SNIFF_BYTES = 4100;

const image = (extension: SniffedType["extension"], contentType: string): SniffedType => ({
  kind: "image",
  extension,
  contentType,
});
const MP4_VIDEO: SniffedType = { kind: "video", extension: "mp4", contentType: "video/mp4" };

// file-type's verdicts the school accepts, by its extension. An animated PNG is still a PNG, and an M4V an MP4.
const ACCEPTED: Record<string, SniffedType> = {
  jpg: image("jpg", "image/jpeg"),
  png: image("png", "image/png"),
  apng: image("png", "image/png"),
  gif: image("gif", "image/gif"),
  webp: image("webp", "image/webp"),
  avif: image("avif", "image/avif"),
  mp4: MP4_VIDEO,
  m4v: MP4_VIDEO,
};

/** JPEG, PNG, GIF, WebP, AVIF pictures and MP4 videos, as file-type reads `head`; anything else is undefined. */
export async function sniffMediaType(head: Uint8Array): Promise<SniffedType | undefined> {
  const found = await fileTypeFromBuffer(head).catch(() => undefined);
  return found && Object.hasOwn(ACCEPTED, found.ext) ? ACCEPTED[found.ext] : undefined;
}
