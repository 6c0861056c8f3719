import type { SiteSettings } from "~/kernel/settings/schema";
import { admissionsClasses, admissionsYear } from "~/kernel/settings/tokens";
import { shownPhone } from "~/kernel/phone-shown";
import { factLang } from "~/kernel/settings/facts-shown";
import { useLocalPath, useT } from "~/ui/i18n";

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
  const t = useT();
  const local = useLocalPath();
  const phone = shownPhone(settings.phone);
  return (
    <section className="admissions-call" aria-labelledby="admissions-call-heading">
      <div className="admissions-call__inner">
        <div className="admissions-call__words">
          <h2 id="admissions-call-heading" className="admissions-call__heading">
            {open ? t("home.admissionsOpen", { year }) : t("home.admissionsClosed", { year })}
          </h2>
          <p className="admissions-call__classes">
            {open ? (
              <>
                <span {...factLang(settings, "admissionsClasses")}>{admissionsClasses(settings)}</span>
                {" · "}
                <span {...factLang(settings, "boards")}>{settings.boards}</span>
              </>
            ) : (
              t("home.enquireWhenOpen")
            )}
          </p>
        </div>
        <p className="admissions-call__actions">
          <a className="button button--light" href={local(open ? APPLY_HREF : ENQUIRY_HREF)}>
            {open ? t("home.applyEnquire") : t("home.enquire")}
          </a>
          <a className="button button--outline-light" href={phone.href ?? `tel:${settings.phone}`}>
            <span aria-hidden="true">☎ </span>
            {t("home.call", { phone: phone.text })}
          </a>
        </p>
      </div>
    </section>
  );
}
