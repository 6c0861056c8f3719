import { Link } from "react-router";

/** "Previous · Page 2 of 5 · Next" under a paged list; nothing when everything fits on one page. */
export function Pager({
  label,
  page,
  pages,
  href,
  previousLabel = "Previous",
  nextLabel = "Next",
}: {
  /** Names the navigation landmark, such as "Pages of results". */
  label: string;
  page: number;
  pages: number;
  href: (page: number) => string;
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="pager">
      {page > 1 ? (
        <Link to={href(page - 1)} className="button button--light" rel="prev">
          {previousLabel}
        </Link>
      ) : null}
      <span>{`Page ${page} of ${pages}`}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className="button button--light" rel="next">
          {nextLabel}
        </Link>
      ) : null}
    </nav>
  );
}
