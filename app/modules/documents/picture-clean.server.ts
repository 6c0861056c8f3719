import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "~/kernel/media/media.server";
import { fileRefused } from "./file-check.server";

// A photo uploaded as a document carries what the camera wrote: GPS position, camera and owner names, the time.
// Before it is stored it is re-encoded with sharp, which keeps no metadata unless asked (rotate() first turns the
// picture the way its EXIF orientation said, since that tag goes too). A picture sharp cannot read is refused.

export const PICTURE_UNREADABLE = "This picture could not be read; save it again as JPEG or PNG and upload it again";

/** The picture's bytes re-encoded in the same format, without metadata. */
export async function pictureWithoutMetadata(path: string, type: "jpg" | "png"): Promise<Buffer> {
  try {
    const picture = sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    return await (type === "jpg" ? picture.jpeg({ quality: 90, mozjpeg: true }) : picture.png()).toBuffer();
  } catch {
    throw fileRefused(PICTURE_UNREADABLE);
  }
}
