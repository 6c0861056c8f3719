import { useRootData } from "~/root";
import { TranslationFields } from "~/ui/form/translation-fields";
import { useState } from "react";
import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { SelectField, TextField } from "~/ui/form/panel-fields";
import { SLIDE_SET_LABELS } from "../slide-labels";
import { formConstraints } from "~/kernel/form-constraints";
import { ScheduleFields } from "~/ui/form/schedule-fields";
import { SLIDE_SETS, slideSchema, type SlideSet } from "../schema";

/** The form's name, posted as `_form`: the action names it on a refused upload too. */
export const SLIDE_FORM = "slides";
export const SLIDE_NUMBERS = Array.from({ length: 10 }, (_, i) => String(i + 1));
export const isSlideSet = (value: unknown): value is SlideSet => (SLIDE_SETS as readonly unknown[]).includes(value);

const constraints = formConstraints(slideSchema);

type SlideSummary = { sno: number; imageUrl: string; thumbUrl: string | null };

/** Replace the picture at a number of a slide set, or add one at the set's next free number. */
export function SlideForm({
  sets,
  refused,
  busy,
  timeZone,
}: {
  sets: Record<SlideSet, SlideSummary[]>;
  refused?: FormRefusal;
  busy: boolean;
  timeZone: string;
}) {
  return (
    <EditForm
      name={SLIDE_FORM}
      idPrefix="slides"
      defaults={{ mode: "replace", slidename: "HomeScreenMainSlides", sno: "1", alt: "" }}
      refused={refused}
      fileNouns={{ image: "the image" }}
      encType="multipart/form-data"
      className="panel-form"
      aria-labelledby="slides-heading"
    >
      {({ values, errors }) => (
        <SlideFields sets={sets} values={values} errors={errors} busy={busy} timeZone={timeZone} />
      )}
    </EditForm>
  );
}

function SlideFields({
  sets,
  values,
  errors,
  busy,
  timeZone,
}: {
  sets: Record<SlideSet, SlideSummary[]>;
  values: Record<string, string>;
  errors: Record<string, string>;
  busy: boolean;
  timeZone: string;
}) {
  const enabledLanguages = useRootData()?.languages ?? [];
  // The set, number and mode drive the preview and the button, so they are held here from the form's values.
  const [slidename, setSlidename] = useState<SlideSet>(
    isSlideSet(values.slidename) ? values.slidename : "HomeScreenMainSlides",
  );
  const [sno, setSno] = useState(values.sno || "1");
  const [mode, setMode] = useState(values.mode === "add" ? "add" : "replace");
  const current = sets[slidename].find((slide) => String(slide.sno) === sno);
  return (
    <>
      <SlideModeChoice mode={mode} onChange={setMode} />
      <div className="panel-form__row">
        <SelectField
          {...constraints.choice("slidename")}
          id="slides-slidename"
          name="slidename"
          label="Slide set"
          value={slidename}
          onChange={(event) => setSlidename(event.target.value as SlideSet)}
          error={errors.slidename}
          options={SLIDE_SETS.map((value) => ({ value, label: SLIDE_SET_LABELS[value] }))}
        />
        <SelectField
          {...constraints.choice("sno")}
          id="slides-sno"
          name="sno"
          label="Slide number"
          value={sno}
          onChange={(event) => setSno(event.target.value)}
          error={errors.sno}
          options={SLIDE_NUMBERS}
        />
      </div>
      <TextField
        {...constraints.input("alt")}
        id="slides-alt"
        name="alt"
        label="Picture description (for screen readers; optional)"
        defaultValue={values.alt}
        error={errors.alt}
      />
      <TranslationFields
        languages={enabledLanguages}
        idPrefix="slides"
        values={values}
        errors={errors}
        fields={[{ field: "alt", label: "Spoken description", maxLength: 150 }]}
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
      <ScheduleFields idPrefix="slides" timeZone={timeZone} values={values} errors={errors} />
      {mode === "replace" ? <CurrentSlide current={current} slidename={slidename} sno={sno} /> : null}
      <div className="panel-form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving..." : mode === "add" ? "Upload New Image" : "Replace Image"}
        </button>
      </div>
    </>
  );
}

function SlideModeChoice({ mode, onChange }: { mode: string; onChange: (mode: "replace" | "add") => void }) {
  return (
    <fieldset className="radio-group">
      <legend className="field-label">What to do</legend>
      <label className="checkbox-field">
        <input
          id="slides-mode"
          type="radio"
          name="mode"
          value="replace"
          checked={mode === "replace"}
          onChange={() => onChange("replace")}
        />{" "}
        Replace the picture at a number
      </label>
      <label className="checkbox-field">
        <input type="radio" name="mode" value="add" checked={mode === "add"} onChange={() => onChange("add")} /> Add New
        Image (takes the next free number)
      </label>
    </fieldset>
  );
}

function CurrentSlide({ current, slidename, sno }: { current?: SlideSummary; slidename: SlideSet; sno: string }) {
  return current ? (
    <figure>
      <img
        className="slide-preview"
        src={current.thumbUrl ?? current.imageUrl}
        alt={`Current picture at ${SLIDE_SET_LABELS[slidename]} number ${sno}`}
      />
      <figcaption className="field-hint">Current picture</figcaption>
    </figure>
  ) : (
    <p className="field-hint">No picture at this number yet.</p>
  );
}
