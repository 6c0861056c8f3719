import { Link } from "~/ui/link";
import { Picture } from "~/ui/picture";
import type { PictureSource } from "~/kernel/media/variants";
import { formatDate } from "~/kernel/dates";
import { englishLang, type EnglishFields } from "~/kernel/i18n/content";
import { useLocalPath } from "~/ui/i18n";

export type PostSummary = {
  id: number;
  slug: string;
  title: string;
  postDate: string;
  summary: string;
  pinned: boolean;
  cover?: PictureSource;
} & EnglishFields;

/** One post in a list: cover, date, title (the link) and summary. */
export function PostCard({ post, headingLevel = 2 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const localPath = useLocalPath();
  return (
    <article className="card post-card">
      {post.cover ? (
        <Picture
          image={{ ...post.cover, alt: "" }}
          sizes="(min-width: 900px) 360px, 100vw"
          className="post-card__cover"
        />
      ) : null}
      <div className="post-card__text">
        <p className="post-card__date">
          <time dateTime={post.postDate}>{formatDate(post.postDate)}</time>
          {post.pinned ? <span className="post-card__pinned"> · Important</span> : null}
        </p>
        <Heading className="post-card__title" {...englishLang(post, "title")}>
          <Link to={localPath(`/News/${post.slug}`)}>{post.title}</Link>
        </Heading>
        {post.summary ? <p {...englishLang(post, "summary")}>{post.summary}</p> : null}
      </div>
    </article>
  );
}
