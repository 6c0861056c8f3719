import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SiteSettings } from "~/kernel/settings/schema";
import { SocialIcon, type SocialNetwork } from "./social-icon";
import { PhoneLink } from "~/ui/phone-link";

const FOOTER_BUTTONS = [
  { label: "Donate", path: "/Donate" },
  { label: "Alumni", path: "/Alumini" },
  { label: "Our faculty", path: "/Ourfaculty" },
  { label: "Student enrolment", path: "/Studentenrollment" },
];

type SiteFooterProps = { settings: SiteSettings; callbackForm: ReactNode; visitorCounter: ReactNode };

export function SiteFooter({ settings, callbackForm, visitorCounter }: SiteFooterProps) {
  const socials: { network: SocialNetwork; url: string }[] = [
    { network: "facebook", url: settings.facebookUrl },
    { network: "instagram", url: settings.instagramUrl },
    { network: "linkedin", url: settings.linkedinUrl },
    { network: "youtube", url: settings.youtubeUrl },
  ];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__callback" aria-labelledby="callback-heading">
          <h2 id="callback-heading">Request a call back</h2>
          {callbackForm}
        </section>
        <section className="site-footer__contact" aria-label="Contact">
          <h2>{settings.schoolName}</h2>
          <p>{settings.address}</p>
          <p>
            <PhoneLink number={settings.phone} />
            {" · "}
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
          <ul className="site-footer__social" aria-label="Follow us">
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
        <nav className="site-footer__buttons" aria-label="Quick links">
          {FOOTER_BUTTONS.map((button) => (
            <Link key={button.label} to={button.path} className="button button--light">
              {button.label}
            </Link>
          ))}
        </nav>
      </div>
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {settings.schoolName}. All rights reserved.{" "}
        <Link to="/Login" className="site-footer__staff">
          Staff sign-in
        </Link>
      </p>
    </footer>
  );
}
