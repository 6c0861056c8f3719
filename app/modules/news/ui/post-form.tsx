import { useRootData } from "~/root";
import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { CheckField, PublishableFields, publishableValues, TitleAndAddressFields } from "~/modules/publishing";
import { TextField } from "~/ui/form/panel-fields";
import { ScheduleFields } from "~/ui/form/schedule-fields";
import { formConstraints } from "~/kernel/form-constraints";
import { newsPostSchema, POST_TRANSLATED, POST_TRANSLATED_FIELDS, type NewsPost } from "../post-schema";
import { translationValues } from "~/kernel/i18n/content";
import { TranslationFields } from "~/ui/form/translation-fields";
import { outOfDateLanguages } from "~/kernel/i18n/translation-age";

/** The form's starting values: the post, else a new post's defaults (EditForm puts back what was typed). */
function startingValues(
  post: NewsPost | undefined,
  schedule: Record<string, string> | undefined,
  today: string,
): Record<string, string> {
  if (!post) return { postDate: today, published: "on" };
  return {
    ...publishableValues(post),
    ...translationValues(post.translations),
    ...schedule,
    postDate: post.postDate,
    pinned: post.pinned ? "on" : "",
  };
}

/** Add or edit a news post; posts to the route's action as multipart (the cover picture). */
export function PostForm({
  post,
  schedule,
  failure,
  coverUrl,
  today,
  timeZone,
}: {
  post?: NewsPost;
  /** The saved schedule as the fields show it (kernel/schedule.ts scheduleValues). */
  schedule?: Record<string, string>;
  timeZone: string;
  failure: FormRefusal | undefined;
  coverUrl?: string;
  today: string;
}) {
  const enabledLanguages = useRootData()?.languages ?? [];
  const id = (name: string) => `post-${name}`;
  const constraints = formConstraints(newsPostSchema);
  return (
    <EditForm
      name="post"
      idPrefix="post"
      defaults={startingValues(post, schedule, today)}
      refused={failure}
      encType="multipart/form-data"
      className="admin-form post-form"
      fileNouns={{ cover: "the cover picture" }}
    >
      {({ values, errors }) => (
        <>
          <TitleAndAddressFields
            idPrefix="post"
            noun="post"
            example="science-fair-results"
            values={values}
            errors={errors}
            constraints={constraints}
          />
          <TextField
            {...constraints.input("postDate")}
            id={id("postDate")}
            name="postDate"
            type="date"
            label="Date"
            defaultValue={values.postDate}
            error={errors.postDate}
          />
          <PublishableFields
            idPrefix="post"
            summaryHint="One or two sentences for the lists, the home page, search engines and feed readers."
            bodyRows={10}
            picture={{ name: "cover", removeName: "removeCover", noun: "cover picture", currentUrl: coverUrl }}
            publishedLabel="Published (shown on the website and in the news feed)"
            values={values}
            errors={errors}
            constraints={constraints}
          />
          <TranslationFields
            languages={enabledLanguages}
            outOfDate={post ? outOfDateLanguages(post.translations, enabledLanguages, post, POST_TRANSLATED) : []}
            english={post}
            idPrefix="post"
            values={values}
            errors={errors}
            fields={[
              { field: "title", label: "Headline", maxLength: POST_TRANSLATED_FIELDS.title },
              { field: "summary", label: "Short description", rows: 2, maxLength: POST_TRANSLATED_FIELDS.summary },
              { field: "body", label: "Full wording", rows: 8, maxLength: POST_TRANSLATED_FIELDS.body },
            ]}
          />
          <ScheduleFields idPrefix="post" timeZone={timeZone} values={values} errors={errors} />
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
        </>
      )}
    </EditForm>
  );
}
