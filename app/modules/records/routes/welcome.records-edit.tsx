import { data, Form, redirect, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { recordKindOfPath, recordPath, type RecordKind } from "~/modules/records/kinds";
import { RecordForm } from "~/modules/records/ui/record-form";
import { findRecordAnyCase, parseKey, photoAddress } from "~/modules/records/queries.server";
import { deleteRecord, updateRecord } from "~/modules/records/commands.server";
import { RefusedError } from "~/kernel/errors";
import { formAction, uploadFormAction } from "~/kernel/form-action.server";
import { readMultipartRequest, uploadLimits } from "~/kernel/media/multipart.server";
import { mediaStorage } from "~/kernel/storage";
import { hasPhotos, PHOTO_FIELD, photoThumbs, setRecordPhoto } from "~/modules/records/photos.server";
import { PHOTO_FORM, RecordPhotoForm } from "~/modules/records/ui/record-photo";
import { redirectWithFlash } from "~/kernel/flash.server";
import { submittedFields } from "~/kernel/form";
import { db } from "~/kernel/database/connection";
import { shownPhones } from "~/kernel/phone-shown";
import type { Route } from "./+types/welcome.records-edit";
import { SectionErrorBoundary } from "~/modules/dashboard";

function kindOf(request: Request): RecordKind {
  const kind = recordKindOfPath(new URL(request.url).pathname);
  if (!kind) throw new Response("Not found", { status: 404 });
  return kind;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "admin");
  const kind = kindOf(request);
  const key = parseKey(kind, params.key);
  const record = key === undefined ? undefined : await findRecordAnyCase(db(), kind, key);
  // The update search ignores letter case; the page then lives at the record's own key.
  if (record && String(record[kind.key]) !== params.key) {
    const url = new URL(request.url);
    throw redirect(`${recordPath(kind, String(record[kind.key]))}${url.search}`);
  }
  const confirmDelete = new URL(request.url).searchParams.get("confirm") === "delete";
  if (!record)
    return data({ kindId: kind.id, key: params.key, record: undefined, confirmDelete, photo: null }, { status: 404 });
  const photoKey = (record.photo_key as string | null | undefined) ?? null;
  // A student's photograph (from her admission application) is private: its staff-only address, no thumbnail.
  const photo = !photoKey
    ? null
    : hasPhotos(kind)
      ? ((await photoThumbs(db(), mediaStorage(), [photoKey])).get(photoKey) ?? null)
      : photoAddress(kind, record, photoKey);
  const phoneFields = kind.fields.filter((field) => field.input === "tel").map((field) => field.name);
  const phones = shownPhones(phoneFields.map((field) => record[field] as string | null));
  return { kindId: kind.id, key: params.key, record, confirmDelete, photo, phones };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "admin");
  const kind = kindOf(request);
  const key = parseKey(kind, params.key);
  const actor = user.actor;
  const saved = (text: string) => redirectWithFlash(request, recordPath(kind, String(key)), { tone: "ok", text });
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    // Only the photo form is multipart: the same command as PUT /api/{resource}/{key}/photo.
    const limits = uploadLimits();
    const upload = await readMultipartRequest(request, PHOTO_FIELD, { ...limits, videoBytes: limits.imageBytes });
    return uploadFormAction(upload, { fileField: PHOTO_FIELD, form: PHOTO_FORM }, async (_fields, file) => {
      if (key === undefined) throw new RefusedError(404, kind.notFoundMessage);
      await setRecordPhoto(db(), mediaStorage(), kind, key, file, actor);
      return saved("Photo saved.");
    });
  }
  return formAction(request, async (form) => {
    if (key === undefined) throw new RefusedError(404, kind.notFoundMessage);
    if (form.get("intent") === "remove-photo") {
      await setRecordPhoto(db(), mediaStorage(), kind, key, null, actor);
      return saved("Photo removed.");
    }
    if (form.get("intent") === "delete") {
      await deleteRecord(db(), kind, key, actor);
      return redirectWithFlash(request, recordPath(kind), { tone: "ok", text: kind.deletedMessage });
    }
    // The command checks the fields with the kind's schema, as it does for the API.
    await updateRecord(db(), kind, key, submittedFields(form), actor);
    // Back to the record, now showing what was saved, with the outcome above it.
    return redirectWithFlash(request, recordPath(kind, key), { tone: "ok", text: kind.updatedMessage });
  });
}

export default function RecordEdit() {
  const { kindId, key, record, confirmDelete, photo } = useLoaderData<typeof loader>();
  const kind = recordKindOfPath(`/welcome/${kindId}`)!;
  const failure = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const name = record ? String(record[kind.nameColumn] ?? "") : "";
  return (
    <section className="dashboard-panel" aria-labelledby="record-edit-heading">
      <PageMeta title={`Update ${kind.noun}`} description="Administration." path={recordPath(kind, key)} noindex />
      <div className="panel-head">
        <h2 id="record-edit-heading">
          Update {kind.noun}
          {record ? `: ${name}` : ""}
        </h2>
        <Link className="button button--ghost" to={recordPath(kind)}>
          View all
        </Link>
      </div>
      <Form method="get" action={recordPath(kind)} className="record-search" role="search">
        <label htmlFor="record-key" className="record-search__label">
          {kind.keyLabel}
        </label>
        <input id="record-key" name="key" placeholder={kind.searchPlaceholder} defaultValue={key} maxLength={100} />
        <button type="submit" className="button">
          Search
        </button>
      </Form>
      {!record ? (
        <p className="field-error" role="alert">
          {kind.notFoundMessage}
        </p>
      ) : null}
      {/* The update form shows its own refusals; this line is for the others (a delete refused). */}
      <StatusMessage tone="error" message={failure?.form ? undefined : failure?.message} id={location.key} />
      {record && confirmDelete ? (
        <div className="confirm-delete" role="group" aria-labelledby="confirm-delete-text">
          <p id="confirm-delete-text">
            Delete {kind.noun} <strong>{name}</strong> ({kind.keyLabel} {String(record[kind.key])})? This cannot be
            undone.
          </p>
          <Form method="post" className="confirm-delete-buttons">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="button button--danger" disabled={navigation.state === "submitting"}>
              Yes, delete
            </button>
            <Link to={recordPath(kind, String(record[kind.key]))} className="button button--ghost">
              Keep it
            </Link>
          </Form>
        </div>
      ) : null}
      {record && !confirmDelete ? (
        <>
          {kind.photo ? (
            <RecordPhotoForm
              key={`photo-${location.key}`}
              idPrefix={`${kind.id}-update`}
              name={name}
              photo={photo}
              refused={failure?.form === PHOTO_FORM ? failure : undefined}
              busy={navigation.state === "submitting"}
              publicPage={
                kind.id === "committee" ? "the Executive Committee page" : "Our Faculty (when shown on the website)"
              }
            />
          ) : photo ? (
            <section className="record-photo" aria-labelledby={`${kind.id}-update-photo-heading`}>
              <h3 id={`${kind.id}-update-photo-heading`}>Photo</h3>
              <div className="record-photo__row">
                <img src={photo} alt={`Photo of ${name}`} width={96} className="record-photo__image" />
                <p className="hint">From the admission application; seen only by signed-in staff.</p>
              </div>
            </section>
          ) : null}
          <RecordForm
            key={location.key}
            kind={kind}
            mode="update"
            initial={record}
            failure={failure?.form === PHOTO_FORM ? undefined : failure}
          />
          <p className="delete-link">
            <Link to={`${recordPath(kind, String(record[kind.key]))}?confirm=delete`}>Delete this {kind.noun}</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
