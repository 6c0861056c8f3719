import { PageMeta } from "~/components/page-meta";

export default function Page() {
  return (
    <section className="page">
      <PageMeta title="Alumni Details" description="Alumni Details at {school}." path="/Alumini" />
      <h1>Alumni Details</h1>
    </section>
  );
}
