import { useRootData } from "~/root";
import { DEFAULT_SITE_SETTINGS } from "~/features/settings/defaults";
import { SiteHeader } from "./site-header";
import { MainNav } from "./main-nav";
import { NewsTicker } from "./news-ticker";
import { SiteFooter } from "./site-footer";
import { ScrollToTop } from "./scroll-to-top";

/** Header, navigation, ticker, the page, footer: the same frame on every page, error pages included. */
export function SiteLayout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const settings = data?.settings ?? DEFAULT_SITE_SETTINGS;
  const logoSrc = settings.logoUrl || "/logo.svg";
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader settings={settings} logoSrc={logoSrc} />
      <MainNav
        shortName={settings.shortName}
        logoSrc={logoSrc}
        phone={settings.phone}
        email={settings.email}
        facts={[settings.tagline, settings.affiliationLine, settings.registrationLine].filter(Boolean)}
      />
      {data?.news ? <NewsTicker news={data.news} /> : null}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter settings={settings} visitorCount={data?.visitorCount ?? 0} />
      <ScrollToTop />
    </>
  );
}
