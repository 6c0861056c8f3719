import type { SiteSettings } from "~/kernel/settings/schema";
import { admissionsClasses, admissionsYear } from "~/kernel/settings/tokens";
import { shownPhone } from "~/kernel/phone-shown";

/** Where "Apply / Enquire" leads: the online application (it says so itself when the office has closed it). */
export const APPLY_HREF = "/admissions/apply";
const ENQUIRY_HREF = "/Onlineenquiryform";

/**
 * The first thing on the home page, above the slideshow: whether admissions are open, for which year and classes
 * (from the site settings), with "Apply / Enquire" and "Call". Closed, it says so and offers the enquiry.
 */
export function AdmissionsCall({ settings }: { settings: SiteSettings }) {
  const open = settings.admissionsOpen === "yes";
  const year = admissionsYear(settings);
  return (
    <section className="admissions-call" aria-labelledby="admissions-call-heading">
      <div className="admissions-call__inner">
        <div className="admissions-call__words">
          <h2 id="admissions-call-heading" className="admissions-call__heading">
            {open ? `Admissions open for ${year}` : `Admissions for ${year} are closed`}
          </h2>
          <p className="admissions-call__classes">
            {open
              ? `${admissionsClasses(settings)} · ${settings.boards}`
              : "Send an enquiry and the office will tell you when they open."}
          </p>
        </div>
        <p className="admissions-call__actions">
          <a className="button button--light" href={open ? APPLY_HREF : ENQUIRY_HREF}>
            {open ? "Apply / Enquire" : "Enquire"}
          </a>
          <a className="button button--outline-light" href={shownPhone(settings.phone).href ?? `tel:${settings.phone}`}>
            <span aria-hidden="true">☎ </span>Call {shownPhone(settings.phone).text}
          </a>
        </p>
      </div>
    </section>
  );
}
