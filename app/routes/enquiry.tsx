import { PageMeta } from "~/components/page-meta";

export default function Page() {
  return (
    <section className="page">
      <PageMeta title="Online Enquiry Form" description="Online Enquiry Form at {school}." path="/Onlineenquiryform" />
      <h1>Online Enquiry Form</h1>
    </section>
  );
}
