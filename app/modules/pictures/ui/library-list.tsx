import { Form, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { TextField } from "~/ui/form/panel-fields";
import { Pager } from "~/ui/pager/pager";
import type { LibraryPicture } from "../schema";

/** The picture library's dashboard page. */
export const LIBRARY_PATH = "/welcome/pictures";

/** The page of the library being looked at: its search words and page number. */
export type LibraryView = { q: string; page: number };

/** An address of the library that keeps the search and the page, plus `extra` (`edit`, `delete`). */
export function libraryHref(view: LibraryView, extra: Record<string, string | number> = {}) {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  if (view.page > 1) params.set("page", String(view.page));
  for (const [name, value] of Object.entries(extra)) params.set(name, String(value));
  const query = params.toString();
  return query ? `${LIBRARY_PATH}?${query}` : LIBRARY_PATH;
}

export function PictureSearch({ q }: { q: string }) {
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === LIBRARY_PATH;
  return (
    <Form method="get" action={LIBRARY_PATH} className="picture-search" role="search" aria-label="Pictures">
      <TextField
        id="picture-search"
        name="q"
        type="search"
        label="Search the pictures"
        hint="Words of the description, the caption, the file name or the gallery entry"
        defaultValue={q}
        key={q}
      />
      <button type="submit" className="button" disabled={searching}>
        {searching ? "Searching…" : "Search"}
      </button>
      {q ? (
        <Link to={LIBRARY_PATH} className="button button--ghost">
          Show all
        </Link>
      ) : null}
    </Form>
  );
}

/** The pictures of one page of the library, how many there are, and the pages. */
export function PictureGrid({
  view,
  pictures,
  total,
  pages,
}: {
  view: LibraryView;
  pictures: LibraryPicture[];
  total: number;
  pages: number;
}) {
  return (
    <>
      <p aria-live="polite">
        {view.q
          ? `${total} ${total === 1 ? "picture matches" : "pictures match"} "${view.q}".`
          : `${total} ${total === 1 ? "picture" : "pictures"} in the library.`}
      </p>
      <ul className="picture-grid" aria-labelledby="library-list-heading">
        {pictures.map((picture) => (
          <PictureCard key={picture.key} picture={picture} view={view} />
        ))}
      </ul>
      <Pager
        label="Pages of pictures"
        page={view.page}
        pageCount={pages}
        href={(page) => libraryHref({ q: view.q, page: 1 }, { page })}
      />
    </>
  );
}

function PictureCard({ picture, view }: { picture: LibraryPicture; view: LibraryView }) {
  const name = picture.alt || picture.originalName || "this picture";
  return (
    <li className="picture-card">
      {picture.thumb ? (
        <img src={picture.thumb} alt="" width={150} height={150} loading="lazy" className="picture-card__thumb" />
      ) : (
        <span className="picture-card__thumb">No preview</span>
      )}
      <div className="picture-card__words">
        {picture.decorative ? (
          <span className="picture-card__alt">Decorative (no description)</span>
        ) : picture.alt ? (
          <span className="picture-card__alt">{picture.alt}</span>
        ) : (
          <span className="picture-card__alt picture-card__alt--missing">No description yet</span>
        )}
        {picture.caption ? <span className="picture-card__caption">{picture.caption}</span> : null}
        <span className="field-hint">{picture.source.label}</span>
      </div>
      <div className="picture-card__actions">
        <Link
          className="button button--small button--ghost"
          to={libraryHref(view, { edit: picture.key })}
          preventScrollReset
          aria-label={`Edit the words of ${name}`}
        >
          Edit
        </Link>
        <Link
          className="button button--small button--ghost"
          to={libraryHref(view, { delete: picture.key })}
          preventScrollReset
          aria-label={`Delete ${name}`}
        >
          Delete
        </Link>
      </div>
    </li>
  );
}
