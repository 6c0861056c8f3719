import { data, useLoaderData } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { useLocalPath, useT } from "~/ui/i18n";
import { formatDate } from "~/kernel/dates";
import { loadGalleryPicture } from "~/modules/gallery/picture-page.server";
import { galleryAlbumPath, galleryPicturePath } from "~/modules/gallery/paths";
import pictureStyles from "~/modules/gallery/ui/gallery-picture.css?url";
import type { Route } from "./+types/gallery-picture";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pictureStyles }];

export async function loader({ params }: Route.LoaderArgs) {
  const page = await loadGalleryPicture(params.id);
  if (!page) throw data("No such picture", { status: 404 });
  return page;
}

/**
 * One gallery picture on its own page: what a thumbnail opens before (or without) JavaScript, and what a shared
 * link shows. Caption, previous and next in its album, and the way back to the album at that picture.
 */
export default function Page() {
  const { item, title, category, position, count, previous, next } = useLoaderData<typeof loader>();
  const album = galleryAlbumPath(category, item.id);
  const t = useT();
  const localPath = useLocalPath();
  return (
    <section className="page gallery-picture">
      <PageMeta
        title={`${title} · ${category} gallery`}
        description={`${title}: ${item.eventname}, ${formatDate(item.eventdate)}, in the ${category} gallery of {school}.`}
        path={galleryPicturePath(item.id)}
      />
      <Link to={album} className="gallery-picture__back">
        ← Back to the {category} album
      </Link>
      <h1>{title}</h1>
      <figure className="gallery-picture__figure">
        {item.imageorvideo === "Video" ? (
          <video src={item.url ?? undefined} controls preload="metadata" poster="/video-poster.svg" aria-label={title}>
            Your browser does not support the video tag.
          </video>
        ) : (
          <img
            src={item.url ?? undefined}
            alt={title}
            width={item.urlWidth ?? undefined}
            height={item.urlHeight ?? undefined}
            fetchPriority="high"
          />
        )}
        <figcaption className="gallery-picture__caption">
          <strong>{item.eventname}</strong> · <time dateTime={item.eventdate}>{formatDate(item.eventdate)}</time>
          {item.eventdesc ? <p>{item.eventdesc}</p> : null}
          <p>{t("gallery.pictureOf", { position, count, category })}</p>
        </figcaption>
      </figure>
      <nav aria-label={t("gallery.pictureSteps")}>
        <ul className="gallery-picture__steps">
          <li>
            {previous ? (
              <Link to={localPath(galleryPicturePath(previous.id))} rel="prev">
                ← {t("gallery.previousPicture", { title: previous.title })}
              </Link>
            ) : null}
          </li>
          <li>
            <Link to={localPath(album)}>{t("gallery.allPictures", { category })}</Link>
          </li>
          <li>
            {next ? (
              <Link to={localPath(galleryPicturePath(next.id))} rel="next">
                {t("gallery.nextPicture", { title: next.title })} →
              </Link>
            ) : null}
          </li>
        </ul>
      </nav>
    </section>
  );
}
