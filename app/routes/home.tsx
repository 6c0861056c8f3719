import { PageMeta } from "~/components/page-meta";
import { useRootData } from "~/root";

export default function Home() {
  const settings = useRootData()?.settings;
  return (
    <section className="page home">
      <PageMeta title="{school} | Day and residential school" description="{school}: an English-medium day and residential school from Nursery to class 10 on a 33-acre campus." path="/" />
      <h1>Welcome to {settings?.schoolName}</h1>
    </section>
  );
}
