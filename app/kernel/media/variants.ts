/** The derived files of one stored image (keys in the media storage). */
export type MediaVariants = {
  thumb?: string;
  poster?: string;
  sizes: { width: number; avif: string; webp: string; jpeg: string }[];
};

export function parseVariants(json: string | null | undefined): MediaVariants {
  try {
    const value = JSON.parse(json ?? "{}");
    return { ...value, sizes: Array.isArray(value?.sizes) ? value.sizes : [] };
  } catch {
    return { sizes: [] };
  }
}

/** What a page needs to draw one picture: URLs already resolved from keys. */
export type PictureSource = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** The language of `alt` when it is not the page's (an English caption on a Hindi page). */
  lang?: string;
  thumb?: string;
  avifSrcSet?: string;
  webpSrcSet?: string;
  jpegSrcSet?: string;
};
