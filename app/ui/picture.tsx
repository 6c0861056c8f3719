import type { PictureSource } from "~/kernel/media/variants";

type PictureProps = {
  image: PictureSource;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes?: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
  className?: string;
};

/** AVIF and WebP with a JPEG fallback, intrinsic size set so nothing shifts while loading. */
export function Picture({ image, sizes = "100vw", priority = false, className }: PictureProps) {
  return (
    <picture className={className}>
      {image.avifSrcSet ? <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} /> : null}
      {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} /> : null}
      <img
        src={image.src}
        srcSet={image.jpegSrcSet}
        sizes={image.jpegSrcSet ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={image.alt}
        lang={image.lang}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
