import { PageMeta } from "~/components/page-meta";

export default function SubmittedSuccessfully() {
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
          phone or e-mail soon.
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
