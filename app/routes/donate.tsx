import { PageMeta } from "~/components/page-meta";

export default function Page() {
  return (
    <section className="page">
      <PageMeta title="Donation" description="Donation at {school}." path="/Donate" />
      <h1>Donation</h1>
    </section>
  );
}
