import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import {
  callApi,
  returnedStatus,
  sendWithProgress,
  SelectField,
  StatusRegion,
  TextField,
  type PanelStatus,
} from "../media/panel-kit";
import { parseForm } from "~/lib/validation";
import { SLIDE_IMAGE_REQUIRED_MESSAGE, SLIDE_SETS, slideSchema, type SlideSet } from "./schema";
import type { SlideSummary } from "./slides.server";

/** What each set is called in the dashboard (the first three keep the spec's names). */
export const SLIDE_SET_LABELS: Record<SlideSet, string> = {
  HomeScreenMainSlides: "HomeScreenMainSlides (home page slideshow)",
  HomeScreenPopUpSlides: "HomeScreenPopUpSlides (home page pop-up)",
  slider3: "slider3 (home page welcome slider)",
  classroom: "Classrooms",
  sports: "Sports",
  itlab: "IT lab",
  medical: "Medical centre",
  laboratories: "Laboratories",
  boarding: "Boarding",
  library: "Library",
  auditorium: "Auditorium",
  arts: "Arts",
  transport: "Transport",
  atglance: "At a glance",
  alumniregistration: "Alumni registration",
};

const NUMBERS = Array.from({ length: 10 }, (_, i) => String(i + 1));
type Sets = Record<SlideSet, SlideSummary[]>;

/** Dashboard 'HomeScreenSlides': add or replace a picture of any carousel, see each set, reorder and remove. */
export function SlidesPanel() {
  const [sets, setSets] = useState<Sets | undefined>();
  const [slidename, setSlidename] = useState<SlideSet>("HomeScreenMainSlides");
  const [sno, setSno] = useState("1");
  const [alt, setAlt] = useState("");
  const [addMode, setAddMode] = useState(false);
  const [preview, setPreview] = useState<string | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [searchParams] = useSearchParams();
  const [status, setStatus] = useState<PanelStatus>(
    returnedStatus(searchParams, "Slide saved", "Could not save the slide: "),
  );
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const reload = useCallback(async () => {
    const answer = await callApi<{ sets: Sets }>("GET", "/api/slides");
    if (answer.ok) setSets(answer.body.sets);
    else setStatus({ tone: "error", text: `Could not load the slides: ${answer.body.error ?? answer.status}` });
  }, []);
  useEffect(() => {
    reload();
  }, [reload]);

  const used = sets?.[slidename].map((slide) => slide.sno) ?? [];
  const nextFree = NUMBERS.map(Number).find((n) => !used.includes(n));

  // Replace mode previews the current picture of the chosen set and number; none (or a failure) clears it.
  useEffect(() => {
    if (addMode) return setPreview(undefined);
    let current = true;
    callApi<{ imageUrl: string }>("GET", `/api/image-details/${slidename}/${sno}`).then((answer) => {
      if (current) setPreview(answer.ok ? answer.body.imageUrl : undefined);
    });
    return () => {
      current = false;
    };
  }, [slidename, sno, addMode, sets]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(undefined);
    const number = addMode ? String(nextFree ?? "") : sno;
    const parsed = parseForm(slideSchema, { slidename, sno: number, alt });
    const file = fileInput.current?.files?.[0];
    const fields = parsed.ok ? {} : { ...parsed.fields };
    if (!file) fields.image = SLIDE_IMAGE_REQUIRED_MESSAGE;
    if (addMode && nextFree === undefined) fields.sno = "This set already has 10 slides; replace or remove one.";
    if (Object.keys(fields).length > 0) {
      setErrors(fields);
      return;
    }
    setErrors({});
    const form = new FormData();
    form.append("slidename", slidename);
    form.append("sno", number);
    form.append("alt", alt);
    form.append("image", file!);
    setBusy(true);
    const answer = addMode
      ? await sendWithProgress<{ imageUrl: string }>("POST", "/api/homeslides", form, () => {})
      : await sendWithProgress<{ imageUrl: string }>(
          "PUT",
          `/api/replace-image/${slidename}/${number}`,
          form,
          () => {},
        );
    setBusy(false);
    if (answer.ok) {
      setStatus({ tone: "ok", text: `Slide saved: ${SLIDE_SET_LABELS[slidename]}, number ${number}.` });
      if (!addMode) setPreview(answer.body.imageUrl);
      if (fileInput.current) fileInput.current.value = "";
      setAlt("");
      if (addMode) setSno(number);
      await reload();
    } else {
      setErrors(answer.body.fields ?? {});
      if (!addMode) setPreview(undefined);
      setStatus({ tone: "error", text: `Could not save the slide: ${answer.body.error ?? "unknown error"}` });
    }
  }

  async function move(set: SlideSet, index: number, by: -1 | 1) {
    const order = sets![set].map((slide) => slide.sno);
    [order[index], order[index + by]] = [order[index + by], order[index]];
    const answer = await callApi("PUT", `/api/slides/${set}/order`, { order });
    setStatus(
      answer.ok
        ? { tone: "ok", text: "Order saved" }
        : { tone: "error", text: `Could not reorder: ${answer.body.error ?? answer.status}` },
    );
    await reload();
  }

  async function remove(set: SlideSet, number: number) {
    if (!window.confirm(`Remove slide ${number} of ${SLIDE_SET_LABELS[set]}?`)) return;
    const answer = await callApi("DELETE", `/api/slides/${set}/${number}`);
    setStatus(
      answer.ok
        ? { tone: "ok", text: "Slide removed" }
        : { tone: "error", text: `Could not remove: ${answer.body.error ?? answer.status}` },
    );
    await reload();
  }

  return (
    <section className="panel card" aria-labelledby="slides-heading">
      <h2 id="slides-heading">Home screen slides and carousels</h2>
      {/* Without JavaScript the form posts to /api/homeslides with mode=replace, which also fills an empty number. */}
      <form
        className="panel-form"
        method="post"
        action="/api/homeslides"
        encType="multipart/form-data"
        noValidate
        onSubmit={submit}
        aria-describedby="slides-status"
      >
        <input type="hidden" name="mode" value={addMode ? "add" : "replace"} />
        <label className="checkbox-field js-only">
          <input
            type="checkbox"
            name="addNew"
            checked={addMode}
            onChange={(event) => setAddMode(event.target.checked)}
          />{" "}
          Add New Image
        </label>
        <div className="panel-form__row">
          <SelectField
            id="slides-slidename"
            name="slidename"
            label="Slide set"
            value={slidename}
            onChange={(event) => setSlidename(event.target.value as SlideSet)}
            error={errors.slidename}
            options={SLIDE_SETS.map((value) => ({ value, label: SLIDE_SET_LABELS[value] }))}
          />
          <SelectField
            id="slides-sno"
            name="sno"
            label="Slide number"
            value={addMode ? String(nextFree ?? "") : sno}
            onChange={(event) => setSno(event.target.value)}
            disabled={addMode}
            hint={
              addMode ? (nextFree ? `The next free number, ${nextFree}, is used.` : "This set is full.") : undefined
            }
            error={errors.sno}
            options={addMode && !nextFree ? [{ value: "", label: "full" }] : NUMBERS}
          />
        </div>
        <TextField
          id="slides-alt"
          name="alt"
          label="Picture description (for screen readers; optional)"
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
          error={errors.alt}
          maxLength={200}
        />
        <TextField
          id="slides-image"
          name="image"
          type="file"
          label="Image"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          ref={fileInput}
          error={errors.image}
          required
        />
        {!addMode && preview ? (
          <figure>
            <img
              className="slide-preview"
              src={preview}
              alt={`Current picture at ${SLIDE_SET_LABELS[slidename]} number ${sno}`}
            />
            <figcaption className="field-hint">Current picture</figcaption>
          </figure>
        ) : null}
        {!addMode && !preview ? <p className="field-hint">No picture at this number yet.</p> : null}
        <div className="panel-form__actions">
          <button type="submit" className="button" disabled={busy}>
            {addMode ? "Upload New Image" : "Replace Image"}
          </button>
        </div>
        <StatusRegion id="slides-status" status={status} />
      </form>

      <div className="slide-sets">
        {!sets ? <p>Loading...</p> : null}
        {sets
          ? SLIDE_SETS.map((set) => (
              <section key={set} className="slide-set" aria-label={SLIDE_SET_LABELS[set]}>
                <h3>
                  {SLIDE_SET_LABELS[set]} <span className="field-hint">({sets[set].length} of 10)</span>
                </h3>
                {sets[set].length === 0 ? (
                  <p className="field-hint">No slides yet; the page shows its built-in pictures.</p>
                ) : null}
                <ol className="slide-set__list">
                  {sets[set].map((slide, index) => (
                    <li key={slide.sno} className="slide-set__item">
                      <img
                        src={slide.thumbUrl ?? slide.imageUrl}
                        alt={slide.alt || `Slide ${slide.sno}`}
                        width={96}
                        height={64}
                        loading="lazy"
                      />
                      <span>No. {slide.sno}</span>
                      <span className="slide-set__buttons">
                        <button
                          type="button"
                          className="button button--small button--ghost"
                          disabled={index === 0}
                          onClick={() => move(set, index, -1)}
                          aria-label={`Move slide ${slide.sno} earlier`}
                        >
                          ←
                        </button>
                        <button
                          type="button"
                          className="button button--small button--ghost"
                          disabled={index === sets[set].length - 1}
                          onClick={() => move(set, index, 1)}
                          aria-label={`Move slide ${slide.sno} later`}
                        >
                          →
                        </button>
                        <button
                          type="button"
                          className="button button--small"
                          onClick={() => remove(set, slide.sno)}
                          aria-label={`Remove slide ${slide.sno} of ${SLIDE_SET_LABELS[set]}`}
                        >
                          ✕
                        </button>
                      </span>
                    </li>
                  ))}
                </ol>
              </section>
            ))
          : null}
      </div>
    </section>
  );
}
