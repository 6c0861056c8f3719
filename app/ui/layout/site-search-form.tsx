import { Form } from "react-router";
import { use } from "react";
import { useLocalPath, useT } from "../i18n";
import { ShipsReactContext } from "../link";

/**
 * The header's search box: a GET form to /search, so it works before and without JavaScript
 * (with it, the router navigates without a full reload).
 */
export function SiteSearchForm({ id, className }: { id: string; className: string }) {
  const t = useT();
  const localPath = useLocalPath();
  // Without React the router's form would only cost the server (a page's frame is drawn apart from the router).
  const SearchForm = use(ShipsReactContext) ? Form : "form";
  return (
    <SearchForm method="get" action={localPath("/search")} role="search" className={`site-search ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder={t("search.label")}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="site-search__button">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t("search.button")}</span>
      </button>
    </SearchForm>
  );
}
