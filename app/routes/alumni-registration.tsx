import { PageMeta } from "~/components/page-meta";

export default function Page() {
  return (
    <section className="page">
      <PageMeta title="Alumni and Teacher Registration" description="Alumni and Teacher Registration at {school}." path="/Alumniregistration" />
      <h1>Alumni and Teacher Registration</h1>
    </section>
  );
}
