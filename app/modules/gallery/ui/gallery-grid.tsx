import type { GalleryItem } from "../gallery.server";
import { galleryPicturePath, galleryTitle } from "../paths";
import { formatDate } from "~/kernel/dates";

/** The thumbnails of the first rows, on screen as the page opens on a phone or a desktop: fetched at once. */
const ABOVE_THE_FOLD = 6;

/** The lightbox's caption: the picture's name, the event when it differs, and the date. */
function lightboxCaption(item: GalleryItem, title: string) {
  return [title, title !== item.eventname ? item.eventname : "", formatDate(item.eventdate)]
    .filter(Boolean)
    .join(" · ");
}

/**
 * Pictures as 150x150 thumbnails, each a link to the picture's own page (works before any script); the gallery
 * behaviour opens the same link in a lightbox from the data-lightbox-* attributes. Videos as players.
 */
export function GalleryGrid({ items }: { items: GalleryItem[] }) {
  return (
    <ul className="gallery-grid">
      {items.map((item, index) => {
        const title = galleryTitle(item);
        return (
          <li key={item.id} id={`picture-${item.id}`} className="gallery-grid__item">
            {item.imageorvideo === "Video" || item.fileType === "mp4" ? (
              <video
                className="gallery-grid__video"
                controls
                preload="none"
                poster="/video-poster.svg"
                src={item.url ?? undefined}
                aria-label={title}
              >
                Your browser does not support the video tag.
              </video>
            ) : (
              <a
                href={galleryPicturePath(item.id)}
                className="gallery-grid__link"
                data-lightbox-src={item.url ?? undefined}
                data-lightbox-width={item.urlWidth ?? undefined}
                data-lightbox-height={item.urlHeight ?? undefined}
                data-lightbox-caption={lightboxCaption(item, title)}
              >
                <img
                  src={item.thumbUrl ?? item.url ?? undefined}
                  width={150}
                  height={150}
                  alt={title}
                  loading={index < ABOVE_THE_FOLD ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : undefined}
                  decoding="async"
                />
              </a>
            )}
            <p className="gallery-grid__caption">
              <strong>{title}</strong>
              {title !== item.eventname ? <span> · {item.eventname}</span> : null}
              <br />
              <time dateTime={item.eventdate}>{formatDate(item.eventdate)}</time>
            </p>
            {item.eventdesc ? <p className="gallery-grid__desc">{item.eventdesc}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
