import { useRootData } from "~/root";
import { translationValues } from "~/kernel/i18n/content";
import { TranslationFields } from "~/ui/form/translation-fields";
import { outOfDateLanguages } from "~/kernel/i18n/translation-age";
import { EditForm, type EditFormState, type FormRefusal } from "~/ui/form/edit-form";
import { CheckField, PublishableFields, publishableValues, TitleAndAddressFields } from "~/modules/publishing";
import { SelectField, TextField } from "~/ui/form/panel-fields";
import { ScheduleFields } from "~/ui/form/schedule-fields";
import { formConstraints } from "~/kernel/form-constraints";
import {
  CATEGORY_LABELS,
  EVENT_CATEGORIES,
  EVENT_TRANSLATED,
  EVENT_TRANSLATED_FIELDS,
  eventSchema,
  type PublicEvent,
} from "../schema";

/** The form's starting values: the event, else a new event's defaults (EditForm puts back what was typed). */
function startingValues(
  event: PublicEvent | undefined,
  schedule: Record<string, string> | undefined,
): Record<string, string> {
  if (!event) return { category: "academic", published: "on" };
  return {
    ...publishableValues(event),
    ...translationValues(event.translations),
    ...schedule,
    category: event.category,
    allDay: event.allDay ? "on" : "",
    startDate: event.startDate,
    startTime: event.startTime ?? "",
    endDate: event.endDate,
    endTime: event.endTime ?? "",
    place: event.place,
  };
}

/** Add or edit an event; posts to the route's action as multipart (the picture), with or without JavaScript. */
export function EventForm({
  event,
  schedule,
  timeZone,
  failure,
  pictureUrl,
}: {
  event?: PublicEvent;
  /** The saved schedule as the fields show it (kernel/schedule.ts scheduleValues). */
  schedule?: Record<string, string>;
  timeZone: string;
  failure: FormRefusal | undefined;
  pictureUrl?: string;
}) {
  const enabledLanguages = useRootData()?.languages ?? [];
  return (
    <EditForm
      name="event"
      idPrefix="event"
      defaults={startingValues(event, schedule)}
      refused={failure}
      encType="multipart/form-data"
      className="admin-form event-form"
      fileNouns={{ picture: "the picture" }}
    >
      {({ values, errors }) => (
        <>
          <TitleAndAddressFields
            idPrefix="event"
            noun="event"
            example="sports-day-2026"
            values={values}
            errors={errors}
            constraints={constraints}
          />
          <EventDetailFields values={values} errors={errors} />
          <PublishableFields
            idPrefix="event"
            summaryHint="One or two sentences for the list, search engines and calendar apps."
            bodyRows={8}
            picture={{ name: "picture", removeName: "removePicture", noun: "picture", currentUrl: pictureUrl }}
            publishedLabel="Published (shown on the website and in the calendar feed)"
            values={values}
            errors={errors}
            constraints={constraints}
          />
          <TranslationFields
            languages={enabledLanguages}
            outOfDate={event ? outOfDateLanguages(event.translations, enabledLanguages, event, EVENT_TRANSLATED) : []}
            english={event}
            idPrefix="event"
            values={values}
            errors={errors}
            fields={[
              { field: "title", label: "Headline", maxLength: EVENT_TRANSLATED_FIELDS.title },
              { field: "place", label: "Venue", maxLength: EVENT_TRANSLATED_FIELDS.place },
              { field: "summary", label: "Short description", rows: 2, maxLength: EVENT_TRANSLATED_FIELDS.summary },
              { field: "body", label: "Full wording", rows: 6, maxLength: EVENT_TRANSLATED_FIELDS.body },
            ]}
          />
          <ScheduleFields idPrefix="event" timeZone={timeZone} values={values} errors={errors} />
          <div className="form-actions">
            <button type="submit" className="button">
              Save event
            </button>
          </div>
        </>
      )}
    </EditForm>
  );
}

const id = (name: string) => `event-${name}`;
const constraints = formConstraints(eventSchema);

/** Category, all day or not, start and end, and place. */
function EventDetailFields({ values, errors }: Pick<EditFormState, "values" | "errors">) {
  return (
    <>
      <SelectField
        {...constraints.choice("category")}
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
          {...constraints.input("startDate")}
          id={id("startDate")}
          name="startDate"
          type="date"
          label="Start date"
          defaultValue={values.startDate}
          error={errors.startDate}
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
        {...constraints.input("place")}
        id={id("place")}
        name="place"
        label="Place"
        defaultValue={values.place}
        error={errors.place}
      />
    </>
  );
}
