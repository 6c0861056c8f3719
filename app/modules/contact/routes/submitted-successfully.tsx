import { data } from "react-router";
import type { Route } from "./+types/submitted-successfully";
import { PageMeta } from "~/ui/page-meta";
import { readEnquiryReference } from "~/modules/enquiries/index.server";
import { useLocalPath, useT } from "~/ui/i18n";

export function loader({ request }: Route.LoaderArgs) {
  const { reference, mailed, headers } = readEnquiryReference(request);
  return data({ reference, mailed }, { headers: { ...headers, "Cache-Control": "no-store" } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function SubmittedSuccessfully({ loaderData }: Route.ComponentProps) {
  const { reference, mailed } = loaderData;
  // Only the page shown just after an enquiry was stored confirms it (its one-time reference); opened any other
  // way it claims nothing (decision 109).
  return reference ? <EnquiryReceived reference={reference} mailed={mailed} /> : <NothingSent />;
}

function EnquiryReceived({ reference, mailed }: { reference: string; mailed: boolean }) {
  const t = useT();
  const localPath = useLocalPath();
  return (
    <section className="page">
      <PageMeta
        title={t("submitted.title")}
        description={t("submitted.description", { school: "{school}" })}
        path="/SubmittedSuccessfully"
        noindex
      />
      <h1>{t("submitted.title")}</h1>
      <div className="card confirmation" role="status" tabIndex={-1} autoFocus data-confirmation>
        <p>
          <strong>{t("enquiry.thanks")}</strong> {t("submitted.reached")}
        </p>
        <p>
          {t("submitted.yourReference")} <strong className="reference-number">{reference}</strong>.{" "}
          {t(mailed ? "submitted.mailed" : "submitted.noteIt")}
        </p>
        <p>
          <a className="button" href={localPath("/")}>
            {t("submitted.home")}
          </a>
        </p>
      </div>
    </section>
  );
}

const FORMS = [
  { path: "/Onlineenquiryform", label: "Online enquiry form" },
  { path: "/ContactUs", label: "Contact us" },
  { path: "/Donate", label: "Donate" },
  { path: "/Alumniregistration", label: "Alumni registration" },
];

function NothingSent() {
  return (
    <section className="page">
      <PageMeta
        title="Forms"
        description="The forms of {school}: enquiry, contact, donation and alumni registration."
        path="/SubmittedSuccessfully"
        noindex
      />
      <h1>Forms</h1>
      <div className="card">
        <p>
          This page confirms a form just after it is sent, and no form has been sent from here just now. If you sent one
          earlier, its confirmation and reference came by e-mail.
        </p>
        <ul>
          {FORMS.map((form) => (
            <li key={form.path}>
              <a href={form.path}>{form.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
