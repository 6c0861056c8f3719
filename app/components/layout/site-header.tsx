import { Link } from "react-router";
import type { SiteSettings } from "~/lib/site-settings/schema";

export function SiteHeader({ settings }: { settings: SiteSettings }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand">
          <img src="/logo.svg" alt="" width="64" height="64" className="site-header__logo" />
          <span>
            <span className="site-header__name">{settings.schoolName}</span>
            <span className="site-header__tagline">{settings.tagline}</span>
          </span>
        </Link>
        <div className="site-header__facts">
          <p>{settings.affiliationLine}</p>
          <p>{settings.registrationLine}</p>
          <p className="site-header__contact">
            <a href={`tel:${settings.phone}`}>
              <span aria-hidden="true">☎ </span>
              {settings.phone}
            </a>
            <a href={`mailto:${settings.email}`}>
              <span aria-hidden="true">✉ </span>
              {settings.email}
            </a>
          </p>
        </div>
      </div>
    </header>
  );
}
