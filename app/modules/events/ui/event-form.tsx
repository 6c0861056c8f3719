import { Form } from "react-router";
import { CheckField, PictureField, SummaryAndBodyFields, TitleAndAddressFields } from "~/ui/form/article-fields";
import { SelectField, TextField } from "~/ui/form/panel-fields";
import { CATEGORY_LABELS, EVENT_CATEGORIES, type PublicEvent } from "../schema";

type Failure = { fields: Record<string, string>; values: Record<string, string> } | undefined;

/** The form's starting values: what was typed (after a refusal), else the event, else a new event's defaults. */
function startingValues(event: PublicEvent | undefined, failure: Failure): Record<string, string> {
  if (failure) return failure.values;
  if (!event) return { category: "academic", published: "on" };
  return {
    title: event.title,
    slug: event.slug,
    category: event.category,
    allDay: event.allDay ? "on" : "",
    startDate: event.startDate,
    startTime: event.startTime ?? "",
    endDate: event.endDate,
    endTime: event.endTime ?? "",
    place: event.place,
    summary: event.summary,
    body: event.body,
    published: event.published ? "on" : "",
  };
}

/** Add or edit an event; posts to the route's action as multipart (the picture), with or without JavaScript. */
export function EventForm({
  event,
  failure,
  pictureUrl,
}: {
  event?: PublicEvent;
  failure: Failure;
  pictureUrl?: string;
}) {
  const values = startingValues(event, failure);
  const errors = failure?.fields ?? {};
  const id = (name: string) => `event-${name}`;
  return (
    <Form method="post" encType="multipart/form-data" className="admin-form event-form" noValidate>
      <TitleAndAddressFields idPrefix="event" noun="event" example="sports-day-2026" values={values} errors={errors} />
      <SelectField
        id={id("category")}
        name="category"
        label="Category"
        defaultValue={values.category}
        error={errors.category}
        options={EVENT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
      />
      <CheckField
        id={id("allDay")}
        name="allDay"
        label="All day (no times; the end date is the last day)"
        checked={values.allDay === "on"}
      />
      <div className="field-row">
        <TextField
          id={id("startDate")}
          name="startDate"
          type="date"
          label="Start date"
          defaultValue={values.startDate}
          error={errors.startDate}
          required
        />
        <TextField
          id={id("startTime")}
          name="startTime"
          type="time"
          label="Start time"
          defaultValue={values.startTime}
          error={errors.startTime}
        />
      </div>
      <div className="field-row">
        <TextField
          id={id("endDate")}
          name="endDate"
          type="date"
          label="End date"
          hint="Empty: the same day."
          defaultValue={values.endDate}
          error={errors.endDate}
        />
        <TextField
          id={id("endTime")}
          name="endTime"
          type="time"
          label="End time"
          defaultValue={values.endTime}
          error={errors.endTime}
        />
      </div>
      <TextField
        id={id("place")}
        name="place"
        label="Place"
        defaultValue={values.place}
        error={errors.place}
        maxLength={200}
      />
      <SummaryAndBodyFields
        idPrefix="event"
        summaryHint="One or two sentences for the list, search engines and calendar apps."
        values={values}
        errors={errors}
        bodyRows={8}
      />
      <PictureField
        idPrefix="event"
        name="picture"
        removeName="removePicture"
        noun="picture"
        currentUrl={pictureUrl}
        error={errors.picture}
      />
      <CheckField
        id={id("published")}
        name="published"
        label="Published (shown on the website and in the calendar feed)"
        checked={values.published === "on"}
      />
      <div className="form-actions">
        <button type="submit" className="button">
          Save event
        </button>
      </div>
    </Form>
  );
}
