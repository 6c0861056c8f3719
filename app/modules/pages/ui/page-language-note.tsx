import { usePageLanguage } from "~/ui/i18n";
import { useUntranslated } from "~/ui/content/untranslated-note";

/**
 * The note above a page's words on /hi/ or /te/: English words (no translation yet) get the "not yet translated"
 * note and `lang="en"`; a translation published before the English page's latest publish gets a short "out of
 * date" note with a link to the English page; a current translation gets none.
 */
export function usePageNote(page: { path: string; language: string; outOfDate?: boolean }) {
  const untranslated = useUntranslated();
  const { t } = usePageLanguage().translator;
  if (page.language === "en") return untranslated;
  return {
    note: page.outOfDate ? (
      <p className="untranslated-note" role="note">
        {t("site.translationOutOfDate")}{" "}
        <a href={page.path} hrefLang="en" lang="en">
          {t("site.readInEnglish")}
        </a>
      </p>
    ) : null,
    english: {},
  };
}
