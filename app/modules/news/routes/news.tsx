import { Pager } from "~/ui/pager/pager";
import { useLoaderData } from "react-router";
import { Link } from "~/ui/link";
import { useLocalPath, useT } from "~/ui/i18n";
import { PageMeta } from "~/ui/page-meta";
import { PostCard } from "~/modules/news/ui/post-views";
import { loadNewsArchive } from "~/modules/news/posts.server";
import { requestLanguage } from "~/kernel/request-path";
import { FeedAlternates } from "~/ui/feed-alternates";
import type { Route } from "./+types/news";

export async function loader({ request }: Route.LoaderArgs) {
  return loadNewsArchive(new URL(request.url).searchParams, requestLanguage(request));
}

const archiveHref = (year: string | undefined, page = 1) => {
  const search = new URLSearchParams();
  if (year) search.set("year", year);
  if (page > 1) search.set("page", String(page));
  return search.size ? `/News?${search}` : "/News";
};

export default function NewsArchive() {
  const { posts, covers, years, year, page, pages } = useLoaderData<typeof loader>();
  const localPath = useLocalPath();
  const t = useT();
  return (
    <section className="page news-page">
      <PageMeta
        title={year ? `News of ${year}` : page > 1 ? `News, page ${page}` : "News"}
        description="News from {school}: what students and teachers have done, results, visits and announcements."
        path={archiveHref(year, page)}
      />
      <FeedAlternates path="/news.xml" type="application/rss+xml" title="School news" />
      <header className="page-head">
        <h1>{year ? `News of ${year}` : "News"}</h1>
        <p className="lead">What students and teachers have been doing, and what the school announces.</p>
      </header>
      {years.length > 1 ? (
        <nav aria-label="News by year" className="chips">
          <Link to="/News" className="chip" aria-current={!year ? "page" : undefined}>
            All
          </Link>
          {years.map((y) => (
            <Link key={y} to={archiveHref(y)} className="chip" aria-current={y === year ? "page" : undefined}>
              {y}
            </Link>
          ))}
        </nav>
      ) : null}
      {posts.length === 0 ? <p className="empty-note">No news has been published yet.</p> : null}
      <div className="post-list">
        {posts.map((post) => (
          <PostCard key={post.id} post={{ ...post, cover: post.coverKey ? covers[post.coverKey] : undefined }} />
        ))}
      </div>
      <Pager
        label={t("pager.newsPages")}
        page={page}
        pageCount={pages}
        href={(n) => localPath(archiveHref(year, n))}
        previousLabel={t("pager.newerPosts")}
        nextLabel={t("pager.olderPosts")}
      />
      <p className="subscribe-note">
        <a href={localPath("/news.xml")}>Follow the news in a feed reader (RSS)</a>
      </p>
    </section>
  );
}
