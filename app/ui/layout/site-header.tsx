import { Link } from "~/ui/link";
import type { SiteSettings } from "~/kernel/settings/schema";
import { fillTokens } from "~/kernel/settings/tokens";
import { factLang } from "~/kernel/settings/facts-shown";
import { SiteSearchForm } from "./site-search-form";
import { LanguageSwitcher } from "./language-switcher";
import { useLocalPath } from "../i18n";
import { useSiteData } from "../site-data";
import { SampleMark } from "../sample-mark";
import { PhoneLink } from "~/ui/phone-link";
import { shownPhone } from "~/kernel/phone-shown";
import { DrawnOnce } from "../drawn-once";

/** The school's name, tagline and facts above the menu; on a phone the sticky menu bar takes its place. */
export function SiteHeader({ drawKey, ...props }: HeaderProps & { drawKey?: string }) {
  return (
    <DrawnOnce as="header" className="site-header" drawKey={drawKey}>
      <SiteHeaderInner {...props} />
    </DrawnOnce>
  );
}

type HeaderProps = { settings: SiteSettings; logoSrc: string };

function SiteHeaderInner({ settings, logoSrc }: HeaderProps) {
  const localPath = useLocalPath();
  const { sampleKeys } = useSiteData();
  return (
    <div className="site-header__inner">
      <Link to={localPath("/")} className="site-header__brand">
        <img src={logoSrc} alt="" width="64" height="64" className="site-header__logo" />
        <span>
          <span className="site-header__name">{settings.schoolName}</span>
          <span className="site-header__tagline" {...factLang(settings, "tagline")}>
            {fillTokens(settings.tagline, settings)}
          </span>
        </span>
      </Link>
      <div className="site-header__facts">
        <p {...factLang(settings, "affiliationLine")}>
          {fillTokens(settings.affiliationLine, settings)}
          <SampleMark show={sampleKeys?.includes("affiliationLine")} />
        </p>
        <p {...factLang(settings, "registrationLine")}>
          {fillTokens(settings.registrationLine, settings)}
          <SampleMark show={sampleKeys?.includes("registrationLine")} />
        </p>
        <div className="site-header__contact-row">
          <p className="site-header__contact">
            <PhoneLink number={settings.phone}>
              <span aria-hidden="true">☎ </span>
              {shownPhone(settings.phone).text}
            </PhoneLink>
            <a href={`mailto:${settings.email}`}>
              <span aria-hidden="true">✉ </span>
              {settings.email}
            </a>
          </p>
          <SiteSearchForm id="site-search-header" className="site-header__search" />
          <LanguageSwitcher className="site-header__languages" landmark />
        </div>
      </div>
    </div>
  );
}
