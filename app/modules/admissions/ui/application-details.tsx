import { languageByCode } from "~/kernel/i18n/languages";
import type { AdmissionApplicationRow } from "../tables";

/** Everything the parent gave, for the office. */
export function ApplicationDetails({ application }: { application: Omit<AdmissionApplicationRow, "access_hash"> }) {
  const rows: [string, string][] = [
    ["Date of birth", application.date_of_birth],
    ["Gender", application.gender],
    ["Class sought", `${application.class_sought} (${application.academic_year})`],
    ["Day scholar or boarder", application.boarding === "boarding" ? "Boarder" : "Day scholar"],
    ["Previous school", application.previous_school],
    ["Aadhaar", application.aadhaar ? `•••• ${application.aadhaar.slice(-4)}` : ""],
    ["Father", application.father_name],
    ["Mother", application.mother_name],
    ["Guardian", application.guardian_name],
    ["Phone", [application.phone, application.other_phone].filter(Boolean).join(", ")],
    ["E-mail", application.email],
    ["Occupation", application.occupation],
    ["Address", application.address],
    [
      "School bus",
      application.needs_transport ? `${application.transport_route} ${application.pickup_point}`.trim() : "No",
    ],
    [
      "Privacy notice agreed",
      application.privacy_notice_version
        ? `${application.privacy_notice_version}, ${application.declared_at?.slice(0, 10)}`
        : "",
    ],
    ["Submitted", application.submitted_at?.slice(0, 16).replace("T", " ") ?? ""],
    // Her acknowledgement and the default step messages go out in it (decision 144).
    ["Applied in", languageByCode(application.language)?.name ?? application.language],
  ];
  return (
    <dl className="apply-review">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
