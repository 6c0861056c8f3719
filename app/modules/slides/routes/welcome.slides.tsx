import { useRef, useState } from "react";
import { data, Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { ConfirmDialog } from "~/ui/dialog/confirm-dialog";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { readMultipartRequest, uploadLimits } from "~/kernel/media/multipart.server";
import { SLIDE_SET_LABELS } from "~/modules/slides/slide-labels";
import { SLIDE_SETS, type SlideSet } from "~/modules/slides/schema";
import { isSlideSet, SLIDE_FORM, SLIDE_NUMBERS, SlideForm } from "~/modules/slides/ui/slide-form";
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
import { FIX_FIELDS, refusal, type SubmissionFailure } from "~/kernel/form";
import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import type { Route } from "./+types/welcome.slides";
import { SectionErrorBoundary } from "~/modules/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context });
  const params = new URL(request.url).searchParams;
  const [set, number] = (params.get("remove") ?? "").split(":");
  const removing =
    isSlideSet(set) && /^(10|[1-9])$/.test(number ?? "") ? { slidename: set, sno: Number(number) } : undefined;
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
  ) => data<Refused>({ ...refusal(values, message, fields), intent }, { status });

  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const limits = uploadLimits();
    const form = await readMultipartRequest(request, "image", {
      imageBytes: limits.imageBytes,
      videoBytes: limits.imageBytes,
    });
    // Only the slide form is multipart: a refusal names it (a refused body may have lost its text fields) and
    // asks for the chosen image again.
    const refuseSlide = (
      message: string,
      fields: Record<string, string>,
      values: Record<string, string>,
      status = 400,
    ) =>
      data<Refused>(
        {
          ...refusal(values, message, fields),
          form: SLIDE_FORM,
          intent: "save",
          ...((form.ok ? form.file : form.refusedField) ? { files: ["image"] } : {}),
        },
        { status },
      );
    if (!form.ok)
      return refuseSlide(
        form.error,
        form.status === 413 ? { image: form.error } : (form.fields ?? {}),
        {},
        form.status,
      );
    try {
      const values = { ...form.fields };
      const mode = values.mode === "add" ? "add" : "replace";
      if (mode === "add" && isSlideSet(values.slidename)) {
        // A new picture takes the set's first free number.
        const used = (await listSlideSets(db(), storage))[values.slidename].map((slide) => slide.sno);
        const free = SLIDE_NUMBERS.map(Number).find((n) => !used.includes(n));
        if (free === undefined)
          return refuseSlide(FIX_FIELDS, { sno: "This set already has 10 slides; replace or remove one." }, values);
        values.sno = String(free);
      }
      const { slide, fields } = checkSlide(values, form.file);
      if (!slide || !form.file) return refuseSlide(FIX_FIELDS, fields, values);
      await saveSlide(db(), storage, mode, {
        slide,
        imagePath: form.file.path,
        originalName: form.file.originalName,
        actor,
      });
      return back(`Slide saved: ${SLIDE_SET_LABELS[slide.slidename]}, number ${slide.sno}.`);
    } catch (error) {
      if (error instanceof SlideConflictError)
        return refuseSlide(error.message, { sno: error.message }, form.fields, 409);
      if (error instanceof SlideImageError) return refuseSlide(error.message, { image: error.message }, form.fields);
      throw error;
    } finally {
      await form.file?.discard();
    }
  }

  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const slidename = form.get("slidename");
  if (!isSlideSet(slidename)) return refuse(intent, "Unknown slide set.", {}, {}, 404);
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
  const [askRemove, setAskRemove] = useState<{ slidename: SlideSet; sno: number }>();
  const removeForm = useRef<HTMLFormElement>(null);
  const busy = navigation.state === "submitting";
  return (
    <section className="dashboard-panel" aria-labelledby="slides-heading">
      <PageMeta title="Home screen slides" description="Administration." path="/welcome/slides" noindex />
      <h2 id="slides-heading">Home screen slides and carousels</h2>
      <StatusMessage
        tone="error"
        message={answer?.form === undefined ? answer?.message : undefined}
        id={location.key}
      />
      <SlideForm key={location.key} sets={sets} refused={saveFailure} busy={busy} />

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
