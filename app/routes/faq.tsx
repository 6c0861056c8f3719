import { PageMeta } from "~/components/page-meta";

export default function Page() {
  return (
    <section className="page">
      <PageMeta title="Frequently Asked Questions" description="Frequently Asked Questions at {school}." path="/Faq" />
      <h1>Frequently Asked Questions</h1>
    </section>
  );
}
