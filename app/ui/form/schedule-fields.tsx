import { TextField } from "./panel-fields";

// "Publish at" and "stop showing at" (kernel/schedule.ts), the same on every kind of public content's form.

/** The two moments, typed in the school's time zone, side by side on a wide screen. */
export function ScheduleFields({
  idPrefix,
  timeZone,
  values,
  errors,
  note,
}: {
  idPrefix: string;
  /** The school's time zone, named in the hint. */
  timeZone: string;
  values: Record<string, string | undefined>;
  errors: Record<string, string | undefined>;
  /** A sentence after the time zone's, where the form stores the schedule other than on its save. */
  note?: string;
}) {
  return (
    <fieldset className="schedule-fields">
      <legend>Schedule (optional)</legend>
      <p className="field-hint">
        In the school&apos;s time ({timeZone}).{note ? ` ${note}` : null}
      </p>
      <div className="schedule-fields__pair">
        <TextField
          id={`${idPrefix}-showFrom`}
          name="showFrom"
          type="datetime-local"
          label="Publish at"
          hint="Empty: as soon as published."
          defaultValue={values.showFrom}
          error={errors.showFrom}
        />
        <TextField
          id={`${idPrefix}-showUntil`}
          name="showUntil"
          type="datetime-local"
          label="Stop showing at"
          hint="Empty: until taken off."
          defaultValue={values.showUntil}
          error={errors.showUntil}
        />
      </div>
    </fieldset>
  );
}
