import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import { galleryCategoryFrom, getGalleryItem, listGalleryItems } from "./gallery.server";
import { galleryTitle } from "./paths";

/**
 * One picture's page: the entry, its place in its album (category, in the grid's order) and its neighbours.
 * Undefined for an unknown id, an entry without a file, or one whose category is no longer a gallery category.
 */
export async function loadGalleryPicture(idText: string | undefined) {
  if (!idText || !/^[1-9]\d{0,9}$/.test(idText)) return undefined;
  const item = await getGalleryItem(db(), mediaStorage(), Number(idText));
  const category = galleryCategoryFrom(item?.screenname);
  if (!item?.url || !category) return undefined;
  const album = await listGalleryItems(db(), mediaStorage(), { category, withFileOnly: true });
  const index = album.findIndex((entry) => entry.id === item.id);
  const neighbour = (at: number) => {
    const entry = album[at];
    return entry ? { id: entry.id, title: galleryTitle(entry) } : null;
  };
  return {
    item,
    title: galleryTitle(item),
    category,
    position: index + 1,
    count: album.length,
    previous: index > 0 ? neighbour(index - 1) : null,
    next: index >= 0 ? neighbour(index + 1) : null,
  };
}
