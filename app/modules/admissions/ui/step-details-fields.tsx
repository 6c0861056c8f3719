import { FormField } from "~/ui/form/form-field";

// The status form's fields for the steps whose message needs them: the assessment's date, time and place, and the
// offer's fee and lapse date. Plain fields (the form works without JavaScript); the server asks for those of the
// status chosen and refuses each missing or past one on its field.

type Props = { values: Record<string, string>; errors: Record<string, string>; moves: readonly string[] };

export function StepDetailsFields({ values, errors, moves }: Props) {
  return (
    <>
      {moves.includes("assessment_scheduled") ? (
        <fieldset className="step-details">
          <legend>For &ldquo;Assessment scheduled&rdquo; (sent to the parent with a calendar invitation)</legend>
          <div className="panel-fields">
            <FormField
              id="st-assessmentDate"
              name="assessmentDate"
              label="Date"
              type="date"
              defaultValue={values.assessmentDate}
              error={errors.assessmentDate}
            />
            <FormField
              id="st-assessmentTime"
              name="assessmentTime"
              label="Time"
              type="time"
              defaultValue={values.assessmentTime}
              error={errors.assessmentTime}
            />
            <FormField
              id="st-assessmentPlace"
              name="assessmentPlace"
              label="Place"
              maxLength={200}
              placeholder="Junior block, room 4"
              defaultValue={values.assessmentPlace}
              error={errors.assessmentPlace}
            />
          </div>
        </fieldset>
      ) : null}
      {moves.includes("offered") ? (
        <fieldset className="step-details">
          <legend>For &ldquo;Seat offered&rdquo; (sent with the offer letter as a PDF)</legend>
          <div className="panel-fields">
            <FormField
              id="st-offerFee"
              name="offerFee"
              label="Fee to confirm the seat (rupees)"
              inputMode="numeric"
              maxLength={9}
              defaultValue={values.offerFee}
              error={errors.offerFee}
            />
            <FormField
              id="st-offerLapses"
              name="offerLapses"
              label="The offer lapses after"
              type="date"
              defaultValue={values.offerLapses}
              error={errors.offerLapses}
            />
          </div>
        </fieldset>
      ) : null}
    </>
  );
}
