import { Link, useLoaderData } from "react-router";
import { PageMeta } from "~/components/page-meta";
import { requireAdminPage } from "~/features/auth/guard.server";
import { NewsPanel } from "~/features/news/news-panel";
import { loadPostsForOffice } from "~/features/posts/posts.server";
import { PostsTable } from "~/features/posts/posts-table";
import type { Route } from "./+types/news";
import { SectionErrorBoundary } from "./section-error";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "editor");
  const trash = new URL(request.url).searchParams.get("trash") === "1";
  return { trash, posts: await loadPostsForOffice(trash) };
}

export default function Section() {
  const { trash, posts } = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta title="Latest news" description="Administration." path="/welcome/news" noindex />
      <NewsPanel />
      <section className="dashboard-panel" aria-labelledby="posts-heading">
        <div className="panel-head">
          <h2 id="posts-heading">{trash ? "News posts in the trash" : "News posts"}</h2>
          <div className="panel-actions">
            <Link className="button" to="/welcome/news/posts/new">
              Write a post
            </Link>
            <Link className="button button--ghost" to={trash ? "/welcome/news" : "/welcome/news?trash=1"}>
              {trash ? "Back to the posts" : "Trash"}
            </Link>
          </div>
        </div>
        <PostsTable posts={posts} trash={trash} />
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
