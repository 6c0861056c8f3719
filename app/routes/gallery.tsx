import { PageMeta } from "~/components/page-meta";

export default function Page() {
  return (
    <section className="page">
      <PageMeta title="Media Gallery" description="Media Gallery at {school}." path="/Gallery" />
      <h1>Media Gallery</h1>
    </section>
  );
}
