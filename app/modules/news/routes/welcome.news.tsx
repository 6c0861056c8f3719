import { useRootData } from "~/root";
import { useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { TextAreaField } from "~/ui/form/panel-fields";
import { EditForm } from "~/ui/form/edit-form";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { getNews, updateNews } from "~/modules/news/ticker/news.server";
import { newsSchema } from "~/modules/news/ticker/schema";
import { getSiteSettings } from "~/modules/site/index.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { scheduleLabel, scheduleValues, STARTED_NOW_NOTICE } from "~/kernel/schedule";
import { ScheduleFields } from "~/ui/form/schedule-fields";
import { translationValues } from "~/kernel/i18n/content";
import { TranslationFields } from "~/ui/form/translation-fields";
import { outOfDateLanguages } from "~/kernel/i18n/translation-age";
import { PREFIXED_LANGUAGES } from "~/kernel/i18n/languages";
import { TICKER_TRANSLATED } from "~/modules/news/ticker/schema";
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { db } from "~/kernel/database/connection";
import { loadPostsForOffice } from "~/modules/news/posts.server";
import { PostsTable } from "~/modules/news/ui/posts-table";
import type { Route } from "./+types/welcome.news";
import { SectionErrorBoundary } from "~/modules/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context });
  const database = db();
  const trash = new URL(request.url).searchParams.get("trash") === "1";
  const settings = await getSiteSettings(database);
  const [stored, posts] = await Promise.all([getNews(database, settings), loadPostsForOffice(trash)]);
  const news = {
    jobOpenings: stored.jobOpenings,
    latestEvent: stored.latestEvent,
    ...translationValues(stored.translations),
    ...scheduleValues(stored, settings.timeZone),
  };
  const english = { jobOpenings: stored.jobOpenings, latestEvent: stored.latestEvent };
  const outOfDate = outOfDateLanguages(stored.translations, PREFIXED_LANGUAGES, english, TICKER_TRANSLATED);
  return {
    news,
    english,
    outOfDate,
    scheduleNote: scheduleLabel(stored, settings.timeZone),
    timeZone: settings.timeZone,
    trash,
    posts,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context });
  return formAction(request, async (form) => {
    const news = parseSubmission(newsSchema, form);
    const database = db();
    const saved = await updateNews(database, await getSiteSettings(database), news, user.actor);
    // Every loader runs again after this, so the ticker at the top of this very page shows the new text.
    return redirectWithFlash(request, "/welcome/news", {
      tone: "ok",
      text: saved.startedNow ? `Successfully Submitted. ${STARTED_NOW_NOTICE}` : "Successfully Submitted",
    });
  });
}

export default function News() {
  const enabledLanguages = useRootData()?.languages ?? [];
  const { news, english, outOfDate, scheduleNote, timeZone, trash, posts } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <>
      <section className="dashboard-panel" aria-labelledby="news-heading">
        <PageMeta title="Latest news" description="Administration." path="/welcome/news" noindex />
        <h2 id="news-heading">Latest news</h2>
        <p className="hint">These two lines scroll in the "Latest news" bar on every page of the website.</p>
        {scheduleNote ? <p className="schedule-note">{scheduleNote}</p> : null}
        <EditForm
          key={location.key}
          name="ticker"
          idPrefix="news"
          defaults={news}
          refused={failure}
          className="panel-form"
          aria-label="Latest news"
        >
          {({ values, errors, closeProps }) => (
            <>
              <TextAreaField
                id="news-jobOpenings"
                name="jobOpenings"
                label="Job openings"
                rows={3}
                maxLength={600}
                defaultValue={values.jobOpenings}
                error={errors.jobOpenings}
              />
              <TextAreaField
                id="news-latestEvent"
                name="latestEvent"
                label="Latest event"
                rows={3}
                maxLength={600}
                defaultValue={values.latestEvent}
                error={errors.latestEvent}
              />
              <TranslationFields
                languages={enabledLanguages}
                outOfDate={outOfDate}
                english={english}
                idPrefix="news"
                values={values}
                errors={errors}
                fields={[
                  { field: "jobOpenings", label: "Job openings line", rows: 2, maxLength: 500 },
                  { field: "latestEvent", label: "Latest event line", rows: 2, maxLength: 500 },
                ]}
              />
              <ScheduleFields idPrefix="news" timeZone={timeZone} values={values} errors={errors} />
              <div className="panel-form__actions">
                <button type="submit" className="button" disabled={busy}>
                  {busy ? "Saving..." : "Submit"}
                </button>
                <button type="reset" className="button button--ghost" {...closeProps}>
                  Cancel
                </button>
              </div>
            </>
          )}
        </EditForm>
      </section>
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
