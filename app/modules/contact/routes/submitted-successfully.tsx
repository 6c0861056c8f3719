import { data } from "react-router";
import type { Route } from "./+types/submitted-successfully";
import { PageMeta } from "~/ui/page-meta";
import { readEnquiryReference } from "~/modules/enquiries/index.server";

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
  return (
    <section className="page">
      <PageMeta
        title="Submitted Successfully"
        description="Your enquiry has reached {school}."
        path="/SubmittedSuccessfully"
        noindex
      />
      <h1>Submitted successfully</h1>
      <div className="card confirmation" role="status" tabIndex={-1} autoFocus data-confirmation>
        <p>
          <strong>Thank you for your enquiry.</strong> It has reached the school office, and we will contact you by
          phone or e-mail within two working days.
        </p>
        <p>
          Your reference is <strong className="reference-number">{reference}</strong>.{" "}
          {mailed ? "We have also sent it to the e-mail address you gave; please" : "Please note it down and"} mention
          it when you contact the office.
        </p>
        <p>
          <a className="button" href="/">
            Back to the home page
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
