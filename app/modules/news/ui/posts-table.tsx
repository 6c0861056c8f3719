import { Link } from "~/ui/link";
import { RowActionForm } from "~/ui/form/row-action-form";
import { formatDate } from "~/kernel/dates";
import type { NewsPost } from "../post-schema";

/** The dashboard's list of posts (or of the trash), with edit, view and trash/restore buttons. */
export function PostsTable({
  posts,
  trash,
}: {
  posts: (NewsPost & { scheduleNote: string; showingNow: boolean })[];
  trash: boolean;
}) {
  if (posts.length === 0) return <p className="empty-note">{trash ? "The trash is empty." : "No news posts yet."}</p>;
  return (
    <div className="data-table">
      <div className="data-table-scroll">
        <table>
          <caption className="visually-hidden">
            {trash ? "News posts in the trash" : "News posts, latest first"}
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {posts.map((post) => (
              <tr key={post.id}>
                <td data-label="Date">{formatDate(post.postDate)}</td>
                <td data-label="Title">
                  {trash ? post.title : <Link to={`/welcome/news/posts/${post.id}`}>{post.title}</Link>}
                </td>
                <td data-label="Status">
                  <span>
                    {post.published ? "Published" : "Draft"}
                    {post.pinned ? ", pinned" : ""}
                    {post.published && post.scheduleNote ? (
                      <span className="schedule-note">{post.scheduleNote}</span>
                    ) : null}
                  </span>
                </td>
                <td data-label="Actions">
                  <div className="row-actions">
                    {!trash && post.published && post.showingNow ? (
                      <a className="button button--small button--ghost" href={`/News/${post.slug}`}>
                        View
                      </a>
                    ) : null}
                    <RowActionForm
                      action="/welcome/news/posts"
                      field="id"
                      value={post.id}
                      intent={trash ? "restore" : "trash"}
                      label={trash ? "Restore" : "Move to trash"}
                      what={post.title}
                      className={`button button--small${trash ? "" : " button--danger"}`}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
