import sharp from "sharp";
import { mediaStorage } from "~/kernel/storage";
import { newMediaKeyBase } from "~/kernel/media/media.server";

/** Largest logo accepted, in bytes. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MESSAGE = "The logo must be a PNG, JPEG or WebP picture of at most 2 MB";

/**
 * Stores an uploaded logo as a 256 px WebP (never the uploaded bytes: no SVG scripts, no camera metadata)
 * and returns its address for the logoUrl setting, or undefined when the file is not a picture.
 */
export async function storeLogo(bytes: Buffer): Promise<string | undefined> {
  let webp: Buffer;
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !["png", "jpeg", "webp"].includes(meta.format)) return undefined;
    webp = await sharp(bytes)
      .rotate()
      .resize(256, 256, { fit: "contain", background: { r: 255, g: 255, b: 255, alpha: 0 } })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    return undefined;
  }
  const key = `${newMediaKeyBase("site")}/logo.webp`;
  await mediaStorage().put(key, webp, "image/webp");
  return mediaStorage().publicUrl(key);
}
