import { Form } from "react-router";
import { TextAreaField, TextField } from "~/components/form/panel-fields";
import type { NewsPost } from "./schema";

type Failure = { fields: Record<string, string>; values: Record<string, string> } | undefined;

function startingValues(post: NewsPost | undefined, failure: Failure, today: string): Record<string, string> {
  if (failure) return failure.values;
  if (!post) return { postDate: today, published: "on" };
  return {
    title: post.title,
    slug: post.slug,
    postDate: post.postDate,
    summary: post.summary,
    body: post.body,
    published: post.published ? "on" : "",
    pinned: post.pinned ? "on" : "",
  };
}

/** Add or edit a news post; posts to the route's action as multipart (the cover picture). */
export function PostForm({
  post,
  failure,
  coverUrl,
  today,
}: {
  post?: NewsPost;
  failure: Failure;
  coverUrl?: string;
  today: string;
}) {
  const values = startingValues(post, failure, today);
  const errors = failure?.fields ?? {};
  const id = (name: string) => `post-${name}`;
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form post-form" noValidate>
      <TextField
        id={id("title")}
        name="title"
        label="Title"
        defaultValue={values.title}
        error={errors.title}
        maxLength={200}
        required
      />
      <TextField
        id={id("slug")}
        name="slug"
        label="Address (optional)"
        hint="The end of the post's web address, such as science-fair-results. Left empty, it is made from the title."
        defaultValue={values.slug}
        error={errors.slug}
        maxLength={100}
      />
      <TextField
        id={id("postDate")}
        name="postDate"
        type="date"
        label="Date"
        defaultValue={values.postDate}
        error={errors.postDate}
        required
      />
      <TextAreaField
        id={id("summary")}
        name="summary"
        label="Summary"
        hint="One or two sentences for the lists, the home page, search engines and feed readers."
        defaultValue={values.summary}
        error={errors.summary}
        maxLength={300}
        rows={2}
      />
      <TextAreaField
        id={id("body")}
        name="body"
        label="Full text"
        hint="Plain text. Leave an empty line between paragraphs."
        defaultValue={values.body}
        error={errors.body}
        rows={10}
      />
      {coverUrl ? (
        <div className="field">
          <p className="field-label">Current cover picture</p>
          <img src={coverUrl} alt="" width={160} height={90} className="event-form__picture" />
          <div className="field--check">
            <input id={id("removeCover")} type="checkbox" name="removeCover" />
            <label htmlFor={id("removeCover")}>Remove the cover picture</label>
          </div>
        </div>
      ) : null}
      <TextField
        id={id("cover")}
        name="cover"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        label={coverUrl ? "Replace the cover picture (optional)" : "Cover picture (optional)"}
        error={errors.cover}
      />
      <div className="field field--check">
        <input id={id("published")} type="checkbox" name="published" defaultChecked={values.published === "on"} />
        <label htmlFor={id("published")}>Published (shown on the website and in the news feed)</label>
      </div>
      <div className="field field--check">
        <input id={id("pinned")} type="checkbox" name="pinned" defaultChecked={values.pinned === "on"} />
        <label htmlFor={id("pinned")}>Pinned (first on the home page and linked from the news line)</label>
      </div>
      <div className="form-actions">
        <button type="submit" className="button">
          Save post
        </button>
      </div>
    </Form>
  );
}
