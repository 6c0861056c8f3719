import { useEffect, useState } from "react";
import type { FormConstraints } from "~/kernel/form-constraints";
import { TextAreaField, TextField } from "~/ui/form/panel-fields";

// Fields that the dashboard's editors of publishable content (events, news posts) share: a title with its address,
// the summary and plain-text body, a picture to keep, remove or replace, and the published box.

type Values = Record<string, string | undefined>;
type Errors = Record<string, string | undefined>;

/** What the action sends back after a refusal: the field messages and what was typed. */
export type PublishableFailure = { fields: Record<string, string>; values: Record<string, string> } | undefined;

/** The shared fields' starting values of a saved event or post. */
export function publishableValues(item: {
  title: string;
  slug: string;
  summary: string;
  body: string;
  published: boolean;
}): Record<string, string> {
  return {
    title: item.title,
    slug: item.slug,
    summary: item.summary,
    body: item.body,
    published: item.published ? "on" : "",
  };
}

/** The title, and the end of the web address made from it when left empty. */
export function TitleAndAddressFields({
  idPrefix,
  noun,
  example,
  values,
  errors,
  constraints,
}: {
  idPrefix: string;
  /** "event", "post": named in the address hint. */
  noun: string;
  example: string;
  values: Values;
  errors: Errors;
  /** The form schema's limits (kernel/form-constraints). */
  constraints: FormConstraints;
}) {
  return (
    <>
      <TextField
        {...constraints.input("title")}
        id={`${idPrefix}-title`}
        name="title"
        label="Title"
        defaultValue={values.title}
        error={errors.title}
      />
      <TextField
        {...constraints.input("slug")}
        id={`${idPrefix}-slug`}
        name="slug"
        label="Address (optional)"
        hint={`The end of the ${noun}'s web address, such as ${example}. Left empty, it is made from the title.`}
        defaultValue={values.slug}
        error={errors.slug}
      />
    </>
  );
}

/** A short summary for lists and feeds, and the full text in paragraphs. */
export function SummaryAndBodyFields({
  idPrefix,
  summaryHint,
  values,
  errors,
  bodyRows,
  constraints,
}: {
  idPrefix: string;
  summaryHint: string;
  values: Values;
  errors: Errors;
  bodyRows: number;
  constraints: FormConstraints;
}) {
  return (
    <>
      <TextAreaField
        {...constraints.text("summary")}
        id={`${idPrefix}-summary`}
        name="summary"
        label="Summary"
        hint={summaryHint}
        defaultValue={values.summary}
        error={errors.summary}
        rows={2}
      />
      <TextAreaField
        {...constraints.text("body")}
        id={`${idPrefix}-body`}
        name="body"
        label="Full text"
        hint="Plain text. Leave an empty line between paragraphs."
        defaultValue={values.body}
        error={errors.body}
        rows={bodyRows}
      />
    </>
  );
}

/** The chosen file shown at once (object URLs, let go when replaced); nothing is stored until the form is saved. */
function useChosenPreview() {
  const [preview, setPreview] = useState<string>();
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return { preview, choose: (file: File | undefined) => setPreview(file ? URL.createObjectURL(file) : undefined) };
}

/**
 * The current picture (if any) with a remove box, and a file field to add or replace it; the chosen picture is
 * shown at once and saved with the form, in the form's own action, all or nothing (decision 134).
 */
export function PictureField({
  idPrefix,
  name,
  removeName,
  noun,
  currentUrl,
  error,
}: {
  idPrefix: string;
  /** The file field's name; `removeName` is the box that removes the current picture. */
  name: string;
  removeName: string;
  /** "picture", "cover picture". */
  noun: string;
  currentUrl?: string;
  error?: string;
}) {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const { preview, choose } = useChosenPreview();
  return (
    <>
      {currentUrl ? (
        <div className="field">
          <p className="field-label">Current {noun}</p>
          <img src={currentUrl} alt="" width={160} height={90} className="event-form__picture" />
          <div className="field--check">
            <input id={`${idPrefix}-${removeName}`} type="checkbox" name={removeName} />
            <label htmlFor={`${idPrefix}-${removeName}`}>Remove the {noun}</label>
          </div>
        </div>
      ) : null}
      <TextField
        id={`${idPrefix}-${name}`}
        name={name}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        label={currentUrl ? `Replace the ${noun} (optional)` : `${Noun} (optional)`}
        hint="JPEG, PNG, WebP, GIF or AVIF. It is checked and stored when you save."
        error={error}
        onChange={(event) => choose(event.currentTarget.files?.[0])}
      />
      {preview ? (
        <div className="field">
          <img src={preview} alt="" width={160} height={90} className="event-form__picture" />
          <p className="field-hint">The chosen {noun}: it is used once you save.</p>
        </div>
      ) : null}
    </>
  );
}

/** A yes/no choice sent as "on" when ticked. */
export function CheckField({
  id,
  name,
  label,
  checked,
}: {
  id: string;
  name: string;
  label: string;
  checked: boolean;
}) {
  return (
    <div className="field field--check">
      <input id={id} type="checkbox" name={name} defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The summary and text, the picture, and whether it is on the website: the end of both editors' forms. */
export function PublishableFields({
  idPrefix,
  summaryHint,
  bodyRows,
  picture,
  publishedLabel,
  values,
  errors,
  constraints,
}: {
  idPrefix: string;
  summaryHint: string;
  bodyRows: number;
  picture: { name: string; removeName: string; noun: string; currentUrl?: string };
  publishedLabel: string;
  values: Values;
  errors: Errors;
  constraints: FormConstraints;
}) {
  return (
    <>
      <SummaryAndBodyFields
        idPrefix={idPrefix}
        summaryHint={summaryHint}
        values={values}
        errors={errors}
        bodyRows={bodyRows}
        constraints={constraints}
      />
      <PictureField idPrefix={idPrefix} {...picture} error={errors[picture.name]} />
      <CheckField
        id={`${idPrefix}-published`}
        name="published"
        label={publishedLabel}
        checked={values.published === "on"}
      />
    </>
  );
}
