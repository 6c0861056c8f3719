import { PageMeta } from "~/components/page-meta";

export default function Page() {
  return (
    <section className="page">
      <PageMeta title="Events" description="Events at {school}." path="/Events" />
      <h1>Events</h1>
    </section>
  );
}
