import type { ReactNode } from "react";
import { Link } from "~/ui/link";
import type { SiteSettings } from "~/kernel/settings/schema";
import type { MessageKey } from "~/kernel/i18n/translate";
import { SocialIcon, type SocialNetwork } from "./social-icon";
import { useLocalPath, useT } from "../i18n";
import { PhoneLink } from "~/ui/phone-link";
import { useSiteData } from "../site-data";
import { factLang } from "~/kernel/settings/facts-shown";
import { DrawnOnce } from "../drawn-once";

// The statutory pages: the privacy notice (DPDP Act 2023) and the accessibility statement, on every page.
const LEGAL_LINKS: { label: MessageKey; path: string }[] = [
  { label: "footer.privacy", path: "/privacy" },
  { label: "footer.accessibility", path: "/accessibility" },
];

const FOOTER_BUTTONS: { label: MessageKey; path: string }[] = [
  { label: "footer.donate", path: "/Donate" },
  { label: "footer.alumni", path: "/Alumini" },
  { label: "footer.faculty", path: "/Ourfaculty" },
  { label: "footer.enrolment", path: "/admissions/apply" },
  { label: "footer.disclosure", path: "/mandatory-public-disclosure" },
];

type SiteFooterProps = { settings: SiteSettings; callbackForm: ReactNode; visitorCounter: ReactNode };

/** `drawKey` names everything the footer depends on, so a page without React sends it as drawn before. */
export function SiteFooter({ drawKey, ...props }: SiteFooterProps & { drawKey?: string }) {
  return (
    <DrawnOnce as="footer" className="site-footer" drawKey={drawKey}>
      <SiteFooterInner {...props} />
    </DrawnOnce>
  );
}

function SiteFooterInner({ settings, callbackForm, visitorCounter }: SiteFooterProps) {
  const t = useT();
  const localPath = useLocalPath();
  const { signedIn } = useSiteData();
  const socials: { network: SocialNetwork; url: string }[] = [
    { network: "facebook", url: settings.facebookUrl },
    { network: "instagram", url: settings.instagramUrl },
    { network: "linkedin", url: settings.linkedinUrl },
    { network: "youtube", url: settings.youtubeUrl },
  ];
  return (
    <>
      <div className="site-footer__inner">
        <section className="site-footer__callback" aria-labelledby="callback-heading">
          <h2 id="callback-heading">{t("footer.callbackHeading")}</h2>
          {callbackForm}
        </section>
        <section className="site-footer__contact" aria-label={t("footer.contact")}>
          <h2>{settings.schoolName}</h2>
          <p {...factLang(settings, "address")}>{settings.address}</p>
          <p>
            <PhoneLink number={settings.phone} />
            {" · "}
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
          <ul className="site-footer__social" aria-label={t("footer.followUs")}>
            {socials
              .filter(({ url }) => url)
              .map(({ network, url }) => (
                <li key={network}>
                  <a href={url} aria-label={network}>
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
          </ul>
          {visitorCounter}
        </section>
        <nav className="site-footer__buttons" aria-label={t("footer.quickLinks")}>
          {FOOTER_BUTTONS.map((button) => (
            <Link key={button.label} to={localPath(button.path)} className="button button--light">
              {t(button.label)}
            </Link>
          ))}
        </nav>
      </div>
      <nav className="site-footer__legal" aria-label={t("footer.legal")}>
        <ul>
          {LEGAL_LINKS.map((link) => (
            <li key={link.path}>
              <Link to={localPath(link.path)}>{t(link.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__copyright">
        {t("footer.rights", { year: String(new Date().getFullYear()), school: settings.schoolName })}{" "}
        {signedIn ? (
          <a href="/welcome" className="site-footer__staff">
            {t("nav.dashboard")}
          </a>
        ) : (
          <Link to="/Login" className="site-footer__staff">
            {t("footer.staffSignIn")}
          </Link>
        )}
      </p>
    </>
  );
}
