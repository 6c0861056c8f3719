import { Link } from "react-router";

// What parents come to the home page for, one tap each (issue 33: fees in two taps from home). Fixed pages of the
// spec's own addresses, so they are links in the layout, not words the office edits (docs/decisions/108-fee-tables.md).
const PARENT_LINKS = [
  { label: "Admissions", href: "/AdmissionProcess" },
  { label: "Fees", href: "/Feestructure" },
  { label: "Enquire online", href: "/Onlineenquiryform" },
  { label: "Questions parents ask", href: "/Faq" },
  // CBSE asks for a prominent link from the home page (Affiliation Bye-Laws, Appendix IX).
  { label: "Mandatory disclosure", href: "/mandatory-public-disclosure" },
];

/** The home page's quick links for parents: admissions, fees, enquiry and questions. */
export function HomeParentLinks() {
  return (
    <nav className="page home-parent-links" aria-labelledby="parent-links-heading">
      <h2 id="parent-links-heading" className="home-parent-links__heading">
        For parents
      </h2>
      <ul>
        {PARENT_LINKS.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="button button--ghost">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
