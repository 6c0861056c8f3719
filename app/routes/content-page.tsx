import { data } from "react-router";
import type { Route } from "./+types/content-page";
import { PageMeta } from "~/components/page-meta";
import { findContentPage } from "~/content";
import { pagePath } from "~/lib/request-path";

export function loader({ request }: Route.LoaderArgs) {
  const page = findContentPage(pagePath(request));
  if (!page) throw data(null, { status: 404 });
  return { path: page.path };
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const page = findContentPage(loaderData.path)!;
  return (
    <article className="page">
      <PageMeta title={page.title} description={page.description} path={page.path} />
      <h1>{page.heading}</h1>
    </article>
  );
}
