import type { MediaStorage } from "~/kernel/storage/storage";
import type { MediaRow } from "~/kernel/media/media-rows.server";
import type { PictureSource } from "~/kernel/media/variants";

/** Turns a stored media row into the URLs and sizes a <Picture> needs. */
export function pictureFromMedia(
  storage: MediaStorage,
  row: Pick<MediaRow, "key" | "width" | "height" | "variants">,
  alt: string,
): PictureSource {
  const { variants } = row;
  const srcSet = (format: "avif" | "webp" | "jpeg") =>
    variants.sizes.length
      ? variants.sizes.map((s) => `${storage.publicUrl(s[format])} ${s.width}w`).join(", ")
      : undefined;
  const largestJpeg = variants.sizes.at(-1)?.jpeg;
  return {
    src: storage.publicUrl(largestJpeg ?? row.key),
    width: row.width ?? 1600,
    height: row.height ?? 900,
    alt,
    thumb: variants.thumb ? storage.publicUrl(variants.thumb) : undefined,
    avifSrcSet: srcSet("avif"),
    webpSrcSet: srcSet("webp"),
    jpegSrcSet: srcSet("jpeg"),
  };
}
