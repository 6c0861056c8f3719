import { Fragment } from "react";
import { Link } from "~/ui/link";
import { useLocalPath, useT } from "../i18n";

/** The two lines the school keeps current (the news feature saves them; empty outside their schedule). */
export type TickerNews = {
  jobOpenings: string;
  latestEvent: string;
  /** The lines shown in English on another language's page (no translation yet): they carry `lang="en"`. */
  englishFields?: string[];
  /** The page's language when the lines were localized for it. */
  shownIn?: string;
  /** The pinned news post and the next event, when there are any; `lang` when shown in English. */
  links?: { label: string; href: string; lang?: string }[];
};

/**
 * The scrolling 'LATEST NEWS' band. It pauses under the pointer, on focus, and with its pause switch,
 * a checkbox read by CSS, so pausing works without JavaScript too (WCAG 2.2.2); it stands still for
 * readers who prefer reduced motion.
 */
export function NewsTicker({ news }: { news: TickerNews }) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <section className="ticker" aria-labelledby="ticker-heading">
      <h2 id="ticker-heading" className="ticker__label">
        {t("ticker.heading")}
      </h2>
      {/* Focusable: keyboard readers can pause it by focus, and scroll it where it stands still. */}
      <div className="ticker__viewport" tabIndex={0} role="region" aria-label={t("ticker.text")}>
        <p className="ticker__track">
          {[
            ...(["jobOpenings", "latestEvent"] as const)
              .filter((field) => news[field])
              .map((field) => (
                <span key={field} lang={news.englishFields?.includes(field) ? "en" : news.shownIn}>
                  {news[field]}
                </span>
              )),
            ...(news.links ?? []).map((link) => (
              <Link key={link.href} to={localPath(link.href)} className="ticker__link" lang={link.lang}>
                {link.label}
              </Link>
            )),
          ].map((piece, i) => (
            <Fragment key={i}>
              {i > 0 ? (
                <span aria-hidden="true" className="ticker__sep">
                  ✦
                </span>
              ) : null}
              {piece}
            </Fragment>
          ))}
        </p>
      </div>
      <label className="ticker__pause">
        <input type="checkbox" className="ticker__pause-input" />
        <span className="ticker__pause-icon" aria-hidden="true" />
        <span className="visually-hidden">{t("ticker.pause")}</span>
      </label>
    </section>
  );
}
