import { useState } from "react";
import { SelectField, TextAreaField, TextField } from "~/ui/form/panel-fields";
import { GALLERY_CATEGORIES, MEDIA_KINDS } from "../schema";

export type GalleryTexts = {
  screenname: string;
  imageorvideo: string;
  imagename: string;
  videoname: string;
  eventname: string;
  eventdesc: string;
  eventdate: string;
};

const TEXT_FIELDS = [
  "screenname",
  "imageorvideo",
  "imagename",
  "videoname",
  "eventname",
  "eventdesc",
  "eventdate",
] as const;

/** A saved entry's texts, as its edit form starts. */
export function galleryTexts(item: GalleryTexts): Record<string, string> {
  return Object.fromEntries(TEXT_FIELDS.map((field) => [field, item[field]]));
}

/**
 * The texts of a gallery entry (upload and edit forms): the image name shows only for Image and the
 * video name only for Video (with JavaScript; without it both show and the server keeps the right one).
 */
export function GalleryFields({
  prefix,
  values,
  errors,
}: {
  prefix: string;
  values: Partial<GalleryTexts>;
  errors: Record<string, string>;
}) {
  const [kind, setKind] = useState(values.imageorvideo === "Video" ? "Video" : "Image");
  return (
    <>
      <div className="panel-form__row">
        <SelectField
          id={`${prefix}-screenname`}
          name="screenname"
          label="Screen Name"
          defaultValue={values.screenname ?? GALLERY_CATEGORIES[0]}
          error={errors.screenname}
          options={GALLERY_CATEGORIES}
        />
        <MediaKindChoice prefix={prefix} kind={kind} error={errors.imageorvideo} onChange={setKind} />
      </div>
      <div className="panel-form__row">
        <div className={kind === "Image" ? undefined : "kind-hidden"}>
          <TextField
            id={`${prefix}-imagename`}
            name="imagename"
            label="Image name"
            defaultValue={values.imagename}
            error={errors.imagename}
            maxLength={60}
          />
        </div>
        <div className={kind === "Video" ? undefined : "kind-hidden"}>
          <TextField
            id={`${prefix}-videoname`}
            name="videoname"
            label="Video name"
            defaultValue={values.videoname}
            error={errors.videoname}
            maxLength={60}
          />
        </div>
        <TextField
          id={`${prefix}-eventname`}
          name="eventname"
          label="Event name"
          defaultValue={values.eventname}
          error={errors.eventname}
          required
          maxLength={60}
        />
      </div>
      <div className="panel-form__row">
        <TextField
          id={`${prefix}-eventdate`}
          name="eventdate"
          type="date"
          label="Event date"
          defaultValue={values.eventdate}
          error={errors.eventdate}
          required
        />
        <TextAreaField
          id={`${prefix}-eventdesc`}
          name="eventdesc"
          label="Description"
          defaultValue={values.eventdesc}
          error={errors.eventdesc}
          maxLength={300}
          rows={3}
        />
      </div>
    </>
  );
}

function MediaKindChoice({
  prefix,
  kind,
  error,
  onChange,
}: {
  prefix: string;
  kind: string;
  error?: string;
  onChange: (kind: (typeof MEDIA_KINDS)[number]) => void;
}) {
  return (
    <fieldset className="radio-group" aria-describedby={error ? `${prefix}-kind-error` : undefined}>
      <legend className="field-label">Image or Video</legend>
      {MEDIA_KINDS.map((option, index) => (
        <label key={option} className="checkbox-field">
          <input
            id={index === 0 ? `${prefix}-imageorvideo` : undefined}
            type="radio"
            name="imageorvideo"
            value={option}
            defaultChecked={kind === option}
            onChange={() => onChange(option)}
          />{" "}
          {option}
        </label>
      ))}
      {error ? (
        <p id={`${prefix}-kind-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
