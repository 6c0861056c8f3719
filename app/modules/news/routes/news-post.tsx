import { data, useLoaderData } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { Picture } from "~/ui/picture";
import { BodyText } from "~/ui/content/body-text";
import { formatDate } from "~/kernel/dates";
import { loadNewsPost } from "~/modules/news/posts.server";
import { previewText } from "~/kernel/slug";
import { useRootData } from "~/root";
import { requestLanguage } from "~/kernel/request-path";
import { englishLang } from "~/kernel/i18n/content";
import type { Route } from "./+types/news-post";

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadNewsPost(params.slug, requestLanguage(request));
  if (!page) throw data("No such post", { status: 404 });
  return page;
}

export default function NewsPostPage() {
  const { post, cover } = useLoaderData<typeof loader>();
  const root = useRootData();
  const origin = root?.origin ?? "";
  const school = root?.settings.schoolName ?? "";
  const url = `${origin}/News/${post.slug}`;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: post.title.slice(0, 110),
    datePublished: post.postDate,
    dateModified: post.updatedAt,
    description: post.summary || previewText(post.body, 300),
    mainEntityOfPage: url,
    ...(cover ? { image: [`${origin}${cover.src}`] } : {}),
    author: { "@type": "Organization", name: school, url: origin || undefined },
    publisher: { "@type": "EducationalOrganization", name: school },
  };
  return (
    <article className="page post-page">
      <PageMeta
        title={post.title}
        description={post.summary || previewText(post.body, 150)}
        path={`/News/${post.slug}`}
      />
      {/* JSON.stringify output with "<" escaped cannot close the script element. */}
      <script
        type="application/ld+json"
        nonce={root?.nonce}
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
      <p className="breadcrumbs">
        <Link to="/News">News</Link>
      </p>
      <header className="page-head">
        <h1 {...englishLang(post, "title")}>{post.title}</h1>
        <p className="lead">
          <time dateTime={post.postDate}>{formatDate(post.postDate)}</time>
        </p>
      </header>
      {cover ? (
        <Picture image={cover} sizes="(min-width: 900px) 800px, 100vw" priority className="post-page__cover" />
      ) : null}
      {post.summary ? (
        <p className="post-page__summary" {...englishLang(post, "summary")}>
          {post.summary}
        </p>
      ) : null}
      {englishLang(post, "body").lang ? (
        <div lang="en">
          <BodyText text={post.body} />
        </div>
      ) : (
        <BodyText text={post.body} />
      )}
      <p>
        <Link to="/News">All news</Link>
      </p>
    </article>
  );
}
