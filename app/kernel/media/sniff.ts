/** What a file really is, judged by its first bytes; the name and the browser's claimed type are ignored. */
export type SniffedType = {
  kind: "image" | "video";
  extension: "jpg" | "png" | "gif" | "webp" | "avif" | "mp4";
  contentType: string;
};

/** Bytes needed to tell every accepted type apart. */
export const SNIFF_BYTES = 16;

// ISO base media files start with a box "ftyp" whose major brand says what they are.
const MP4_BRANDS = new Set([
  "isom",
  "iso2",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "M4V ",
  "M4VP",
  "dash",
  "mmp4",
  "MSNV",
  "f4v ",
]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/** JPEG, PNG, GIF, WebP, AVIF pictures and MP4 videos; anything else is undefined. */
export function sniffMediaType(head: Uint8Array): SniffedType | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { kind: "image", extension: "jpg", contentType: "image/jpeg" };
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte)) {
    return { kind: "image", extension: "png", contentType: "image/png" };
  }
  if (head.length >= 6 && (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a"))
    return { kind: "image", extension: "gif", contentType: "image/gif" };
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP")
    return { kind: "image", extension: "webp", contentType: "image/webp" };
  if (head.length >= 12 && ascii(head, 4, 8) === "ftyp") {
    const brand = ascii(head, 8, 12);
    if (AVIF_BRANDS.has(brand)) return { kind: "image", extension: "avif", contentType: "image/avif" };
    if (MP4_BRANDS.has(brand)) return { kind: "video", extension: "mp4", contentType: "video/mp4" };
  }
  return undefined;
}
