import { useActionData, useLoaderData, useLocation } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { PostForm } from "~/modules/news/ui/post-form";
import { loadPostForOffice, saveNewsPostFromDashboard } from "~/modules/news/posts.server";
import { newsPostSchema } from "~/modules/news/post-schema";
import { STARTED_NOW_NOTICE } from "~/kernel/schedule";
import { db } from "~/kernel/database/connection";
import { getSiteSettings } from "~/modules/site/index.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { savePictureForm } from "~/modules/pictures/index.server";
import type { Route } from "./+types/welcome.news-post-edit";
import { SectionErrorBoundary } from "~/modules/dashboard";

// One route for "new" and for editing: /welcome/news/posts/new and /welcome/news/posts/{id}.
const idOf = (params: { id?: string }) => (params.id === undefined ? undefined : Number(params.id));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const today = new Date().toISOString().slice(0, 10);
  const { timeZone } = await getSiteSettings(db());
  const id = idOf(params);
  if (id === undefined) return { post: undefined, coverUrl: undefined, schedule: undefined, today, timeZone };
  const found = await loadPostForOffice(id);
  if (!found) throw new Response("No such post", { status: 404 });
  return { ...found, today, timeZone };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  return savePictureForm(request, {
    schema: newsPostSchema,
    pictureField: "cover",
    save: async (input, cover, form) => {
      const saved = await saveNewsPostFromDashboard(idOf(params), input, user.actor, {
        cover,
        removeCover: form.get("removeCover") === "on",
      });
      if (!saved) throw new Response("No such post", { status: 404 });
      return redirectWithFlash(request, "/welcome/news", {
        tone: "ok",
        text: `Post saved: "${saved.title}"${saved.published ? "" : " (draft, not on the website)"}.${saved.startedNow && saved.published ? ` ${STARTED_NOW_NOTICE}` : ""}`,
      });
    },
  });
}

export default function NewsPostEdit() {
  const { post, coverUrl, schedule, today, timeZone } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const location = useLocation();
  const title = post ? `Edit: ${post.title}` : "Write a news post";
  return (
    <section className="dashboard-panel" aria-labelledby="post-form-heading">
      <PageMeta title={title} description="Administration." path={location.pathname} noindex />
      <div className="panel-head">
        <h2 id="post-form-heading">{title}</h2>
        <Link className="button button--ghost" to="/welcome/news">
          All posts
        </Link>
      </div>
      <PostForm
        key={location.key}
        post={post}
        schedule={schedule}
        failure={failure}
        coverUrl={coverUrl}
        today={today}
        timeZone={timeZone}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
