import { Form } from "react-router";
import { SelectField, TextAreaField, TextField } from "~/components/form/panel-fields";
import { CATEGORY_LABELS, EVENT_CATEGORIES, type PublicEvent } from "./schema";

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
      <TextField
        id={id("title")}
        name="title"
        label="Title"
        defaultValue={values.title}
        error={errors.title}
        maxLength={200}
        required
      />
      <TextField
        id={id("slug")}
        name="slug"
        label="Address (optional)"
        hint="The end of the event's web address, such as sports-day-2026. Left empty, it is made from the title."
        defaultValue={values.slug}
        error={errors.slug}
        maxLength={100}
      />
      <SelectField
        id={id("category")}
        name="category"
        label="Category"
        defaultValue={values.category}
        error={errors.category}
        options={EVENT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
      />
      <div className="field field--check">
        <input id={id("allDay")} type="checkbox" name="allDay" defaultChecked={values.allDay === "on"} />
        <label htmlFor={id("allDay")}>All day (no times; the end date is the last day)</label>
      </div>
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
      <TextAreaField
        id={id("summary")}
        name="summary"
        label="Summary"
        hint="One or two sentences for the list, search engines and calendar apps."
        defaultValue={values.summary}
        error={errors.summary}
        maxLength={300}
        rows={2}
      />
      <TextAreaField
        id={id("body")}
        name="body"
        label="Full text"
        hint="Plain text. Leave an empty line between paragraphs."
        defaultValue={values.body}
        error={errors.body}
        rows={8}
      />
      {pictureUrl ? (
        <div className="field">
          <p className="field-label">Current picture</p>
          <img src={pictureUrl} alt="" width={160} height={90} className="event-form__picture" />
          <div className="field--check">
            <input id={id("removePicture")} type="checkbox" name="removePicture" />
            <label htmlFor={id("removePicture")}>Remove the picture</label>
          </div>
        </div>
      ) : null}
      <TextField
        id={id("picture")}
        name="picture"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        label={pictureUrl ? "Replace the picture (optional)" : "Picture (optional)"}
        error={errors.picture}
      />
      <div className="field field--check">
        <input id={id("published")} type="checkbox" name="published" defaultChecked={values.published === "on"} />
        <label htmlFor={id("published")}>Published (shown on the website and in the calendar feed)</label>
      </div>
      <div className="form-actions">
        <button type="submit" className="button">
          Save event
        </button>
      </div>
    </Form>
  );
}
