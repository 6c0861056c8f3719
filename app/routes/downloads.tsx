import { PageMeta } from "~/components/page-meta";

export default function Page() {
  return (
    <section className="page">
      <PageMeta title="Downloads" description="Downloads at {school}." path="/Downloads" />
      <h1>Downloads</h1>
    </section>
  );
}
