import { fillTokens } from "~/kernel/settings/tokens";
import { useSiteData } from "./site-data";

type PageMetaProps = {
  title: string;
  description: string;
  /** Canonical path as the spec spells it, e.g. "/Sdp". */
  path: string;
  noindex?: boolean;
};

/** Title, description, canonical URL and Open Graph tags; React hoists them into <head>. */
export function PageMeta({ title, description, path, noindex }: PageMetaProps) {
  const { settings, origin } = useSiteData();
  const fullTitle = fillTokens(title.includes("{school}") ? title : `${title} | {school}`, settings);
  const text = fillTokens(description, settings);
  const url = `${origin}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.schoolName} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
