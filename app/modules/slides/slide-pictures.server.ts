import type { PictureHolder, PictureOrigin } from "~/modules/pictures/index.server";

/** The slides that show a stored picture; a slide's description describes it until the library does. */
export const slidePictures: PictureHolder = {
  async usesOf(db, key) {
    const slides = await db
      .selectFrom("slides")
      .select(["slidename", "sno"])
      .where("media_key", "=", key)
      .orderBy("sno")
      .execute();
    return slides.map((slide) => ({
      label: `Slideshow "${slide.slidename}", slide ${slide.sno}`,
      href: "/welcome/slides",
    }));
  },
  async originsOf(db, keys) {
    const slides = await db
      .selectFrom("slides")
      .select(["media_key", "slidename", "sno", "alt"])
      .where("media_key", "in", keys)
      .execute();
    const origins = new Map<string, PictureOrigin>();
    for (const slide of slides)
      origins.set(slide.media_key, {
        source: { kind: "slide", label: `Slideshow ${slide.slidename}, slide ${slide.sno}` },
        alt: slide.alt ?? "",
        caption: "",
      });
    return origins;
  },
  matchesWord: (eb, { key, pattern, like }) =>
    eb.exists(
      eb
        .selectFrom("slides")
        .select("slides.id")
        .where("slides.media_key", "=", key)
        .where((inner) => inner.or([inner("slides.alt", like, pattern), inner("slides.slidename", like, pattern)])),
    ),
};
