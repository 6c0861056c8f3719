import { pathInLanguage } from "~/kernel/i18n/languages";
import { usePageLanguage } from "~/ui/i18n";

/**
 * A feed's `<link rel="alternate">` in the page's language first, then the same feed in each other language
 * switched on, with its `hreflang` (/news.xml, /hi/news.xml, /te/news.xml).
 */
export function FeedAlternates({ path, type, title }: { path: string; type: string; title: string }) {
  const { translator, languages } = usePageLanguage();
  const own = translator.language.code;
  const ordered = [...languages].sort((a, b) => Number(b.code === own) - Number(a.code === own));
  return ordered.map(({ code, tag }) => (
    <link key={code} rel="alternate" type={type} title={title} hrefLang={tag} href={pathInLanguage(code, path)} />
  ));
}
