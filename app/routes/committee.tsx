import { PageMeta } from "~/components/page-meta";

export default function Page() {
  return (
    <section className="page">
      <PageMeta title="Executive Committee" description="Executive Committee at {school}." path="/Commite" />
      <h1>Executive Committee</h1>
    </section>
  );
}
