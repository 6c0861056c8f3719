import { fillTokens } from "~/kernel/settings/tokens";
import { useSiteData } from "./site-data";
import { pathInLanguage } from "~/kernel/i18n/languages";
import { usePageLanguage } from "./i18n";

type PageMetaProps = {
  title: string;
  description: string;
  /** Canonical path as the spec spells it, e.g. "/Sdp". */
  path: string;
  noindex?: boolean;
};

/**
 * Title, description, canonical URL, the page's addresses in the other languages (hreflang, x-default: English)
 * and Open Graph tags; React hoists them into <head>.
 */
export function PageMeta({ title, description, path, noindex }: PageMetaProps) {
  const { settings, origin } = useSiteData();
  const { translator, languages } = usePageLanguage();
  const fullTitle = fillTokens(title.includes("{school}") ? title : `${title} | {school}`, settings);
  const text = fillTokens(description, settings);
  const url = `${origin}${pathInLanguage(translator.language.code, path)}`;
  const alternates = noindex || languages.length < 2 ? [] : languages;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {alternates.map(({ code }) => (
        <link key={code} rel="alternate" hrefLang={code} href={`${origin}${pathInLanguage(code, path)}`} />
      ))}
      {alternates.length ? <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} /> : null}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.schoolName} />
      <meta property="og:locale" content={translator.language.tag.replace("-", "_")} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
