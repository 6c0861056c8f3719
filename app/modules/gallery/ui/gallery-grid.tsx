import type { GalleryItem } from "../gallery.server";
import { formatDate } from "~/kernel/dates";

/** The thumbnails of the first rows, on screen as the page opens on a phone or a desktop: fetched at once. */
const ABOVE_THE_FOLD = 6;

/** Pictures as 150x150 thumbnails that open the full picture; videos as players with the spec's fallback text. */
export function GalleryGrid({ items }: { items: GalleryItem[] }) {
  return (
    <ul className="gallery-grid">
      {items.map((item, index) => {
        const title = (item.imageorvideo === "Video" ? item.videoname : item.imagename) || item.eventname;
        return (
          <li key={item.id} className="gallery-grid__item">
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
              <a href={item.url ?? undefined} className="gallery-grid__link">
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
