import { PageMeta } from "~/components/page-meta";

export default function Page() {
  return (
    <section className="page">
      <PageMeta title="Administration" description="Administration at {school}." path="/Welcome" />
      <h1>Administration</h1>
    </section>
  );
}
