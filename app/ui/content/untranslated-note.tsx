import { usePageLanguage } from "../i18n";

/**
 * On a page in another language whose text the office has not translated: a short note in the reader's language
 * (its own `lang`), and `lang="en"` for the element around the English text, so screen readers read it as English.
 */
export function useUntranslated() {
  const { translator } = usePageLanguage();
  const untranslated = translator.language.code !== "en";
  return {
    note: untranslated ? (
      <p className="untranslated-note" role="note" lang={translator.language.code}>
        {translator.t("site.notTranslated")}
      </p>
    ) : null,
    english: untranslated ? { lang: "en" } : {},
  };
}
