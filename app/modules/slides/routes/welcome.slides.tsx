import { useRef, useState } from "react";
import { data, Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { ConfirmDialog } from "~/ui/dialog/confirm-dialog";
import { SelectField, TextField } from "~/ui/form/panel-fields";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { readMultipartRequest, uploadLimits } from "~/kernel/media/multipart.server";
import { SLIDE_SET_LABELS } from "~/modules/slides/slide-labels";
import { SLIDE_SETS, type SlideSet } from "~/modules/slides/schema";
import {
  checkSlide,
  listSlideSets,
  removeSlide,
  reorderSlides,
  saveSlide,
  SlideConflictError,
  SlideImageError,
} from "~/modules/slides/slides.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { FIX_FIELDS, type SubmissionFailure } from "~/kernel/form";
import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import type { Route } from "./+types/welcome.slides";
import { SectionErrorBoundary } from "~/modules/dashboard";

const NUMBERS = Array.from({ length: 10 }, (_, i) => String(i + 1));
const isSet = (value: unknown): value is SlideSet => (SLIDE_SETS as readonly unknown[]).includes(value);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context });
  const params = new URL(request.url).searchParams;
  const [set, number] = (params.get("remove") ?? "").split(":");
  const removing =
    isSet(set) && /^(10|[1-9])$/.test(number ?? "") ? { slidename: set, sno: Number(number) } : undefined;
  return { sets: await listSlideSets(db(), mediaStorage()), removing };
}

type Refused = SubmissionFailure & { intent: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context });
  const actor = user.actor;
  const storage = mediaStorage();
  const back = (text: string) => redirectWithFlash(request, "/welcome/slides", { tone: "ok", text });
  const refuse = (
    intent: string,
    message: string,
    fields: Record<string, string>,
    values: Record<string, string>,
    status = 400,
  ) => data<Refused>({ ok: false, intent, message, fields, values }, { status });

  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const limits = uploadLimits();
    const form = await readMultipartRequest(request, "image", {
      imageBytes: limits.imageBytes,
      videoBytes: limits.imageBytes,
    });
    if (!form.ok)
      return refuse(
        "save",
        form.error,
        form.status === 413 ? { image: form.error } : (form.fields ?? {}),
        {},
        form.status,
      );
    try {
      const values = { ...form.fields };
      const mode = values.mode === "add" ? "add" : "replace";
      if (mode === "add" && isSet(values.slidename)) {
        // A new picture takes the set's first free number.
        const used = (await listSlideSets(db(), storage))[values.slidename].map((slide) => slide.sno);
        const free = NUMBERS.map(Number).find((n) => !used.includes(n));
        if (free === undefined)
          return refuse("save", FIX_FIELDS, { sno: "This set already has 10 slides; replace or remove one." }, values);
        values.sno = String(free);
      }
      const { slide, fields } = checkSlide(values, form.file);
      if (!slide || !form.file) return refuse("save", FIX_FIELDS, fields, values);
      await saveSlide(db(), storage, mode, {
        slide,
        imagePath: form.file.path,
        originalName: form.file.originalName,
        actor,
      });
      return back(`Slide saved: ${SLIDE_SET_LABELS[slide.slidename]}, number ${slide.sno}.`);
    } catch (error) {
      if (error instanceof SlideConflictError)
        return refuse("save", error.message, { sno: error.message }, form.fields, 409);
      if (error instanceof SlideImageError) return refuse("save", error.message, { image: error.message }, form.fields);
      throw error;
    } finally {
      await form.file?.discard();
    }
  }

  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const slidename = form.get("slidename");
  if (!isSet(slidename)) return refuse(intent, "Unknown slide set.", {}, {}, 404);
  if (intent === "remove") {
    const sno = Number(form.get("sno"));
    if (!(await removeSlide(db(), storage, slidename, sno, actor)))
      return refuse(intent, `No picture at ${slidename} ${sno}.`, {}, {}, 404);
    return back(`Slide ${sno} of ${SLIDE_SET_LABELS[slidename]} removed.`);
  }
  if (intent === "move") {
    const order = String(form.get("order") ?? "")
      .split(",")
      .map(Number);
    if (!(await reorderSlides(db(), slidename, order, actor)))
      return refuse(intent, "The order was out of date; it is shown again as it is now.", {}, {}, 409);
    return back("Order saved.");
  }
  return refuse(intent, "Unknown action.", {}, {});
}

export default function Slides() {
  const { sets, removing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const saveFailure = answer?.intent === "save" ? answer : undefined;
  const values = saveFailure?.values ?? {};
  const [slidename, setSlidename] = useState<SlideSet>(
    isSet(values.slidename) ? values.slidename : "HomeScreenMainSlides",
  );
  const [sno, setSno] = useState(values.sno ?? "1");
  const [mode, setMode] = useState(values.mode === "add" ? "add" : "replace");
  const [askRemove, setAskRemove] = useState<{ slidename: SlideSet; sno: number }>();
  const removeForm = useRef<HTMLFormElement>(null);
  const current = sets[slidename].find((slide) => String(slide.sno) === sno);
  const errors = saveFailure?.fields ?? {};
  const busy = navigation.state === "submitting";
  return (
    <section className="dashboard-panel" aria-labelledby="slides-heading">
      <PageMeta title="Home screen slides" description="Administration." path="/welcome/slides" noindex />
      <h2 id="slides-heading">Home screen slides and carousels</h2>
      <StatusMessage tone="error" message={answer?.message} id={location.key} />
      <Form method="post" encType="multipart/form-data" className="panel-form" noValidate key={location.key}>
        <fieldset className="radio-group">
          <legend className="field-label">What to do</legend>
          <label className="checkbox-field">
            <input
              type="radio"
              name="mode"
              value="replace"
              checked={mode === "replace"}
              onChange={() => setMode("replace")}
            />{" "}
            Replace the picture at a number
          </label>
          <label className="checkbox-field">
            <input type="radio" name="mode" value="add" checked={mode === "add"} onChange={() => setMode("add")} /> Add
            New Image (takes the next free number)
          </label>
        </fieldset>
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
            value={sno}
            onChange={(event) => setSno(event.target.value)}
            error={errors.sno}
            options={NUMBERS}
          />
        </div>
        <TextField
          id="slides-alt"
          name="alt"
          label="Picture description (for screen readers; optional)"
          defaultValue={values.alt}
          error={errors.alt}
          maxLength={200}
        />
        <TextField
          id="slides-image"
          name="image"
          type="file"
          label="Image"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          error={errors.image}
          required
        />
        {mode === "replace" && current ? (
          <figure>
            <img
              className="slide-preview"
              src={current.thumbUrl ?? current.imageUrl}
              alt={`Current picture at ${SLIDE_SET_LABELS[slidename]} number ${sno}`}
            />
            <figcaption className="field-hint">Current picture</figcaption>
          </figure>
        ) : null}
        {mode === "replace" && !current ? <p className="field-hint">No picture at this number yet.</p> : null}
        <div className="panel-form__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Saving..." : mode === "add" ? "Upload New Image" : "Replace Image"}
          </button>
        </div>
      </Form>

      {removing ? (
        <div className="confirm-delete" role="group" aria-labelledby="slide-remove-question">
          <p id="slide-remove-question">
            Remove slide {removing.sno} of {SLIDE_SET_LABELS[removing.slidename]}?
          </p>
          <Form method="post" className="confirm-delete-buttons">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="slidename" value={removing.slidename} />
            <input type="hidden" name="sno" value={removing.sno} />
            <button type="submit" className="button button--danger">
              Yes, remove
            </button>
            <Link to="/welcome/slides" className="button button--ghost">
              Keep it
            </Link>
          </Form>
        </div>
      ) : null}
      <div className="slide-sets">
        {SLIDE_SETS.map((set) => (
          <section key={set} className="slide-set" aria-label={SLIDE_SET_LABELS[set]}>
            <h3>
              {SLIDE_SET_LABELS[set]} <span className="field-hint">({sets[set].length} of 10)</span>
            </h3>
            {sets[set].length === 0 ? (
              <p className="field-hint">No slides yet; the page shows its built-in pictures.</p>
            ) : null}
            <ol className="slide-set__list">
              {sets[set].map((slide, index) => {
                const order = sets[set].map((entry) => entry.sno);
                const moved = (by: -1 | 1) => {
                  const next = [...order];
                  [next[index], next[index + by]] = [next[index + by], next[index]];
                  return next.join(",");
                };
                return (
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
                      {[-1, 1].map((by) => (
                        <Form method="post" key={by} preventScrollReset>
                          <input type="hidden" name="intent" value="move" />
                          <input type="hidden" name="slidename" value={set} />
                          <input
                            type="hidden"
                            name="order"
                            value={index + by >= 0 && index + by < order.length ? moved(by as -1 | 1) : ""}
                          />
                          <button
                            type="submit"
                            className="button button--small button--ghost"
                            disabled={by === -1 ? index === 0 : index === order.length - 1}
                            aria-label={`Move slide ${slide.sno} ${by === -1 ? "earlier" : "later"}`}
                          >
                            {by === -1 ? "←" : "→"}
                          </button>
                        </Form>
                      ))}
                      <Link
                        className="button button--small"
                        to={`/welcome/slides?remove=${set}:${slide.sno}`}
                        aria-label={`Remove slide ${slide.sno} of ${SLIDE_SET_LABELS[set]}`}
                        onClick={(event) => {
                          event.preventDefault();
                          setAskRemove({ slidename: set, sno: slide.sno });
                        }}
                      >
                        ✕
                      </Link>
                    </span>
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </div>
      <Form method="post" ref={removeForm} hidden>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="slidename" value={askRemove?.slidename ?? ""} />
        <input type="hidden" name="sno" value={askRemove?.sno ?? ""} />
      </Form>
      <ConfirmDialog
        open={askRemove !== undefined}
        title={askRemove ? `Remove slide ${askRemove.sno} of ${SLIDE_SET_LABELS[askRemove.slidename]}?` : ""}
        confirmLabel="Yes, remove"
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={() => {
          removeForm.current?.requestSubmit();
          setAskRemove(undefined);
        }}
        onCancel={() => setAskRemove(undefined)}
      >
        <p>The carousel shows its other pictures; the file is removed too.</p>
      </ConfirmDialog>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
