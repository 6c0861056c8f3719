import { Form } from "react-router";
import { CheckField, PictureField, SummaryAndBodyFields, TitleAndAddressFields } from "~/ui/form/article-fields";
import { TextField } from "~/ui/form/panel-fields";
import type { NewsPost } from "../post-schema";

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
      <TitleAndAddressFields
        idPrefix="post"
        noun="post"
        example="science-fair-results"
        values={values}
        errors={errors}
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
      <SummaryAndBodyFields
        idPrefix="post"
        summaryHint="One or two sentences for the lists, the home page, search engines and feed readers."
        values={values}
        errors={errors}
        bodyRows={10}
      />
      <PictureField
        idPrefix="post"
        name="cover"
        removeName="removeCover"
        noun="cover picture"
        currentUrl={coverUrl}
        error={errors.cover}
      />
      <CheckField
        id={id("published")}
        name="published"
        label="Published (shown on the website and in the news feed)"
        checked={values.published === "on"}
      />
      <CheckField
        id={id("pinned")}
        name="pinned"
        label="Pinned (first on the home page and linked from the news line)"
        checked={values.pinned === "on"}
      />
      <div className="form-actions">
        <button type="submit" className="button">
          Save post
        </button>
      </div>
    </Form>
  );
}
