// Browser-safe helpers shared by the gallery's pages and its lightbox.

/** What a gallery entry shows as its title: its own name, else the event's. */
export type Titled = { imageorvideo: "Image" | "Video"; imagename: string; videoname: string; eventname: string };

/** The words under a picture: its own name, then the event's when they differ. */
export function galleryTitle(item: Titled) {
  return (item.imageorvideo === "Video" ? item.videoname : item.imagename) || item.eventname;
}

/** The address of one picture's own page (the thumbnail's link, which works before any script runs). */
export const galleryPicturePath = (id: number) => `/Gallery/${id}`;

/** The album page a picture belongs to, scrolled to that picture's thumbnail. */
export const galleryAlbumPath = (category: string, id?: number) =>
  `/Gallery?category=${encodeURIComponent(category)}${id ? `#picture-${id}` : ""}`;
