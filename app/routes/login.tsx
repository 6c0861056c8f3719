import { PageMeta } from "~/components/page-meta";

export default function Page() {
  return (
    <section className="page">
      <PageMeta title="Login" description="Login at {school}." path="/Login" />
      <h1>Login</h1>
    </section>
  );
}
