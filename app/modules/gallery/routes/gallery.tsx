import { isRouteErrorResponse, useLoaderData, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { loadPublicGallery } from "~/modules/gallery/gallery.server";
import { GalleryGrid } from "~/modules/gallery/ui/gallery-grid";
import { GALLERY_CATEGORIES } from "~/modules/gallery/schema";
import type { PageHandle } from "~/behaviours/names";
import pictureStyles from "~/modules/gallery/ui/gallery-picture.css?url";
import type { Route } from "./+types/gallery";

// The lightbox: only this page asks for it, and PhotoSwipe itself loads on the first picture opened.
export const handle: PageHandle = { behaviours: ["gallery"] };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: pictureStyles }];

export async function loader({ request }: Route.LoaderArgs) {
  return loadPublicGallery(new URL(request.url).searchParams.get("category"));
}

function CategoryChooser({ current }: { current: string }) {
  return (
    <nav aria-label="Gallery categories" className="gallery-categories">
      {GALLERY_CATEGORIES.map((category) => (
        <Link
          key={category}
          to={`/Gallery?category=${encodeURIComponent(category)}`}
          className="gallery-categories__link"
          aria-current={category === current ? "page" : undefined}
          preventScrollReset
        >
          {category}
        </Link>
      ))}
    </nav>
  );
}

export default function Page() {
  const { category, items } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.toLowerCase() === "/gallery";
  return (
    <section className="page gallery-page">
      <PageMeta
        title="Media Gallery"
        description="Pictures and videos of sports, celebrations, annual day, learning and kids' activities at {school}."
        path="/Gallery"
      />
      <h1>Media Gallery</h1>
      <CategoryChooser current={category} />
      <div aria-live="polite" aria-busy={loading}>
        {loading ? (
          <p className="gallery-status" role="status">
            Loading...
          </p>
        ) : items.length === 0 ? (
          <p className="gallery-status">{`No pictures or videos in ${category} yet.`}</p>
        ) : (
          <>
            <h2 className="visually-hidden">{category}</h2>
            <GalleryGrid items={items} />
          </>
        )}
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? error.statusText
    : error instanceof Error
      ? error.message
      : "unknown error";
  return (
    <section className="page gallery-page">
      <h1>Media Gallery</h1>
      <CategoryChooser current="" />
      <p className="form-status form-status--error" role="alert">
        Error loading media files: {message}
      </p>
    </section>
  );
}
