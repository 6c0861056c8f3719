import { Link } from "~/ui/link";
import { useLocalPath, useT } from "~/ui/i18n";

// What parents come to the home page for, one tap each (issue 33: fees in two taps from home). Fixed pages of the
// spec's own addresses, so they are links in the layout, not words the office edits (docs/decisions/108-fee-tables.md).
const PARENT_LINKS = [
  { key: "home.parentLinks.admissions", href: "/AdmissionProcess" },
  { key: "home.parentLinks.fees", href: "/Feestructure" },
  { key: "home.parentLinks.enquire", href: "/Onlineenquiryform" },
  { key: "home.parentLinks.questions", href: "/Faq" },
  // CBSE asks for a prominent link from the home page (Affiliation Bye-Laws, Appendix IX).
  { key: "home.parentLinks.disclosure", href: "/mandatory-public-disclosure" },
] as const;

/** The home page's quick links for parents: admissions, fees, enquiry and questions. */
export function HomeParentLinks() {
  const t = useT();
  const local = useLocalPath();
  return (
    <nav className="page home-parent-links" aria-labelledby="parent-links-heading">
      <h2 id="parent-links-heading" className="home-parent-links__heading">
        {t("home.forParents")}
      </h2>
      <ul>
        {PARENT_LINKS.map((link) => (
          <li key={link.href}>
            <Link to={local(link.href)} className="button button--ghost">
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
