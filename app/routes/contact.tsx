import { PageMeta } from "~/components/page-meta";

export default function Page() {
  return (
    <section className="page">
      <PageMeta title="Contact Us" description="Contact Us at {school}." path="/ContactUs" />
      <h1>Contact Us</h1>
    </section>
  );
}
