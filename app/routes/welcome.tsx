import { PageMeta } from "~/components/page-meta";

export default function Page() {
  return (
    <section className="page">
      <PageMeta title="Welcome" description="Welcome at {school}." path="/Welcome" />
      <h1>Welcome</h1>
    </section>
  );
}
