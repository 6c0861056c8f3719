import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { useRootData } from "~/root";
import { callApi, returnedStatus, StatusRegion, TextAreaField, type PanelStatus } from "../media/panel-kit";
import { parseForm } from "~/lib/validation";
import { newsSchema, type News } from "./schema";

/** Dashboard 'Latest news': the two ticker texts every visitor sees on their next page view. */
export function NewsPanel() {
  // Every page's loader already reads the ticker, so the form starts filled, also without JavaScript.
  const current = useRootData()?.news;
  const [searchParams] = useSearchParams();
  const [news, setNews] = useState<News | undefined>(
    current ? { jobOpenings: current.jobOpenings, latestEvent: current.latestEvent } : undefined,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<PanelStatus>(
    returnedStatus(searchParams, "Successfully Submitted", "Could not save the news: "),
  );
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(undefined);
    const parsed = parseForm(newsSchema, news ?? {});
    if (!parsed.ok) return setErrors(parsed.fields);
    setErrors({});
    setBusy(true);
    const answer = await callApi("POST", "/api/news", parsed.data);
    setBusy(false);
    if (answer.ok) setStatus({ tone: "ok", text: "Successfully Submitted" });
    else {
      setErrors(answer.body.fields ?? {});
      setStatus({ tone: "error", text: `Could not save the news: ${answer.body.error ?? answer.status}` });
    }
  }

  return (
    <section className="panel card" aria-labelledby="news-heading">
      <h2 id="news-heading">Latest news</h2>
      {!news && !status ? <p>Loading...</p> : null}
      {news ? (
        <form
          className="panel-form"
          method="post"
          action="/api/news"
          encType="multipart/form-data"
          noValidate
          onSubmit={submit}
          aria-describedby="news-status"
        >
          <TextAreaField
            id="news-jobOpenings"
            name="jobOpenings"
            label="Job openings"
            rows={3}
            maxLength={600}
            value={news.jobOpenings}
            onChange={(e) => setNews({ ...news, jobOpenings: e.target.value })}
            error={errors.jobOpenings}
          />
          <TextAreaField
            id="news-latestEvent"
            name="latestEvent"
            label="Latest event"
            rows={3}
            maxLength={600}
            value={news.latestEvent}
            onChange={(e) => setNews({ ...news, latestEvent: e.target.value })}
            error={errors.latestEvent}
          />
          <div className="panel-form__actions">
            <button type="submit" className="button" disabled={busy}>
              Submit
            </button>
          </div>
        </form>
      ) : null}
      <StatusRegion id="news-status" status={status} />
    </section>
  );
}
