import type { ReactNode } from "react";
import { logoSource } from "~/kernel/settings/default-logo";
import { fillTokens } from "~/kernel/settings/tokens";
import { factLang } from "~/kernel/settings/facts-shown";
import { useSiteData } from "../site-data";
import { SiteHeader } from "./site-header";
import { MainNav, type NavEntry } from "./main-nav";
import { NewsTicker, type TickerNews } from "./news-ticker";
import { SiteFooter } from "./site-footer";
import { ScrollToTop } from "./scroll-to-top";
import { useT } from "../i18n";

type SiteLayoutProps = {
  children: ReactNode;
  /** The alerts showing now, above the header (the alerts module's banner, supplied by the root route). */
  alertBanner?: ReactNode;
  /** The header menu (from the database, loaded by the root route). */
  menu: readonly NavEntry[];
  news?: TickerNews;
  /** The footer's call-back form and visitor counter, supplied by the root route (they are features). */
  callbackForm: ReactNode;
  visitorCounter: ReactNode;
  /** Name what the header and menu, and the footer, are drawn from: a page without React sends them as drawn before. */
  frameKey?: string;
  footerKey?: string;
};

/** Alerts, header, navigation, ticker, the page, footer: the same frame on every page, error pages included. */
export function SiteLayout(props: SiteLayoutProps) {
  const { children, alertBanner, menu, news, callbackForm, visitorCounter, frameKey, footerKey } = props;
  const { settings } = useSiteData();
  const logoSrc = logoSource(settings.logoUrl);
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("site.skipToContent")}
      </a>
      {alertBanner}
      <SiteHeader settings={settings} logoSrc={logoSrc} drawKey={frameKey && `header|${frameKey}`} />
      <MainNav
        drawKey={frameKey && `nav|${frameKey}`}
        menu={menu}
        shortName={settings.shortName}
        schoolName={settings.schoolName}
        logoSrc={logoSrc}
        phone={settings.phone}
        email={settings.email}
        facts={(["tagline", "affiliationLine", "registrationLine"] as const)
          .filter((fact) => settings[fact])
          .map((fact) => ({ text: fillTokens(settings[fact], settings), ...factLang(settings, fact) }))}
      />
      {news ? <NewsTicker news={news} /> : null}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter
        settings={settings}
        callbackForm={callbackForm}
        visitorCounter={visitorCounter}
        drawKey={footerKey && `footer|${footerKey}`}
      />
      <ScrollToTop />
    </>
  );
}
