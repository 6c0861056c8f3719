import { useLocation } from "react-router";
import { pathInLanguage, splitLanguagePath } from "~/kernel/i18n/languages";
import { usePageLanguage } from "../i18n";

/**
 * Links to this page in the other languages switched on, each named in its own script: plain links, so they work
 * without JavaScript; the `site` module remembers the choice for the home page (a cookie read on "/" alone).
 */
export function LanguageSwitcher({ className, landmark = false }: { className: string; landmark?: boolean }) {
  const { translator, languages } = usePageLanguage();
  const location = useLocation();
  if (languages.length < 2) return null;
  const { path } = splitLanguagePath(location.pathname);
  const label = translator.t("site.languages");
  // The header's is a landmark; the phone menu's sits inside the main menu's own.
  const list = (
    <ul aria-label={landmark ? undefined : label}>
      {languages.map(({ code, name }) =>
        code === translator.language.code ? (
          <li key={code}>
            <span aria-current="page" lang={code}>
              {name}
            </span>
          </li>
        ) : (
          <li key={code}>
            <a href={pathInLanguage(code, path) + location.search} hrefLang={code} lang={code} data-language={code}>
              {name}
            </a>
          </li>
        ),
      )}
    </ul>
  );
  return landmark ? (
    <nav className={`language-switcher ${className}`} aria-label={label}>
      {list}
    </nav>
  ) : (
    <div className={`language-switcher ${className}`}>{list}</div>
  );
}
