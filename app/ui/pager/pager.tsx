import type { ReactNode } from "react";
import { Link } from "~/ui/link";
import { useT } from "~/ui/i18n";

type Props = {
  /** Names the navigation landmark, such as "Pages of results". */
  label: string;
  page: number;
  pageCount: number;
  href: (page: number) => string;
  previousLabel?: string;
  nextLabel?: string;
  /** The words between the buttons; "Page 2 of 5" in the page's language unless given. */
  pageLabel?: string;
  /**
   * "words": "Previous · Page 2 of 5 · Next", nothing when everything fits on one page (lists and results).
   * "arrows": « ‹ › » links to the first, previous, next and last pages, always shown, beside `children`
   * (a data table's 'Rows per page:' and range).
   */
  variant?: "words" | "arrows";
  className?: string;
  children?: ReactNode;
};

/** The one way to move between the pages of a paged list. */
export function Pager({
  label,
  page,
  pageCount,
  href,
  previousLabel,
  nextLabel,
  pageLabel,
  variant = "words",
  className = "pager",
  children,
}: Props) {
  if (variant === "arrows") {
    return (
      <nav className={className} aria-label={label}>
        {children}
        <span className="data-table-nav">
          <PageStep to={href(1)} disabled={page <= 1} label="First page" symbol="«" />
          <PageStep to={href(page - 1)} disabled={page <= 1} label="Previous page" symbol="‹" />
          <PageStep to={href(page + 1)} disabled={page >= pageCount} label="Next page" symbol="›" />
          <PageStep to={href(pageCount)} disabled={page >= pageCount} label="Last page" symbol="»" />
        </span>
      </nav>
    );
  }
  if (pageCount <= 1) return null;
  return (
    <WordsPager {...{ label, page, pageCount, href, previousLabel, nextLabel, pageLabel, className }}>
      {children}
    </WordsPager>
  );
}

/** "Previous · Page 2 of 5 · Next", the words in the page's language unless the caller names them. */
function WordsPager({
  label,
  page,
  pageCount,
  href,
  previousLabel,
  nextLabel,
  pageLabel,
  className,
  children,
}: Omit<Props, "variant">) {
  const t = useT();
  return (
    <nav aria-label={label} className={className}>
      {children}
      {page > 1 ? (
        <Link to={href(page - 1)} className="button button--light" rel="prev">
          {previousLabel ?? t("pager.previous")}
        </Link>
      ) : null}
      <span>{pageLabel ?? t("pager.pageOf", { page, pages: pageCount })}</span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className="button button--light" rel="next">
          {nextLabel ?? t("pager.next")}
        </Link>
      ) : null}
    </nav>
  );
}

function PageStep({ to, disabled, label, symbol }: { to: string; disabled: boolean; label: string; symbol: string }) {
  if (disabled)
    return (
      <span className="data-table-page is-disabled" aria-disabled="true" aria-label={label}>
        {symbol}
      </span>
    );
  return (
    <Link to={to} className="data-table-page" aria-label={label} preventScrollReset>
      {symbol}
    </Link>
  );
}
