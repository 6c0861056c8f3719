import { Link } from "~/ui/link";
import { showDate } from "../schema";
import type { AttentionItem } from "../view";

/** The dashboard home's notice: certificates of the disclosure lapsed or lapsing, and the annual report. */
export function DisclosureNotice({
  certificates,
  annualReportDue,
}: {
  certificates: AttentionItem[];
  annualReportDue: string | null;
}) {
  if (!certificates.length && !annualReportDue) return null;
  return (
    <section
      className="card disclosure-notice"
      aria-labelledby="disclosure-notice-heading"
      data-testid="disclosure-notice"
    >
      <h2 id="disclosure-notice-heading">Mandatory disclosure</h2>
      <ul>
        {certificates.map((item) => (
          <li key={item.key}>
            {`${item.label}: ${item.status.state === "lapsed" ? "lapsed on" : "valid until"} ${showDate(item.validUntil ?? "")}`}
          </li>
        ))}
        {annualReportDue ? <li>The annual report is due to CBSE by {showDate(annualReportDue)}.</li> : null}
      </ul>
      <p>
        <Link to="/welcome/disclosure">Open the disclosure</Link>
      </p>
    </section>
  );
}
