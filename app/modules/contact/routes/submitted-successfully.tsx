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
  return (
    <section className="page">
      <PageMeta
        title="Submitted Successfully"
        description="Your enquiry has reached {school}."
        path="/SubmittedSuccessfully"
        noindex
      />
      <h1>Submitted successfully</h1>
      <div className="card" role="status">
        <p>
          <strong>Thank you for your enquiry.</strong> It has reached the school office, and we will contact you by
          phone or e-mail within two working days.
        </p>
        {reference ? (
          <p>
            Your reference number is <strong className="reference-number">{reference}</strong>.{" "}
            {mailed ? "We have also sent it to the e-mail address you gave; please" : "Please note it down and"} mention
            it when you contact the office.
          </p>
        ) : null}
        <p>
          <a className="button" href="/">
            Back to the home page
          </a>
        </p>
      </div>
    </section>
  );
}
