import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { SelectField, TextField } from "~/ui/form/panel-fields";
import { formConstraints } from "~/kernel/form-constraints";
import { ScheduleFields } from "~/ui/form/schedule-fields";
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS, documentSchema } from "../schema";

const ACCEPT =
  ".pdf,.docx,.xlsx,.pptx,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png," +
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document," +
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet," +
  "application/vnd.openxmlformats-officedocument.presentationml.presentation";

const constraints = formConstraints(documentSchema);
const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((value) => ({ value, label: DOCUMENT_CATEGORY_LABELS[value] }));

/** The upload form's name on the page (posted as `_form`); each document's own form is `document-<id>`. */
export const UPLOAD_FORM = "document-upload";
export const documentFormName = (id: number) => `document-${id}`;

/** Adds a document: its title, category and file. */
export function DocumentUploadForm({
  refused,
  maxMb,
  busy,
  uploading,
  timeZone,
}: {
  refused?: FormRefusal;
  maxMb: number;
  timeZone: string;
  /** Some form of the page is being sent; `uploading`: this one. */
  busy: boolean;
  uploading: boolean;
}) {
  return (
    <EditForm
      name={UPLOAD_FORM}
      idPrefix="document"
      defaults={{ title: "", category: "school" }}
      refused={refused}
      fileNouns={{ file: "the file" }}
      encType="multipart/form-data"
      className="panel-form documents-upload"
    >
      {({ values, errors }) => (
        <>
          <input type="hidden" name="intent" value="upload" />
          <fieldset className="panel-form settings-group">
            <legend>Add a document</legend>
            <TextField
              {...constraints.input("title")}
              id="document-title"
              name="title"
              label="Title"
              defaultValue={values.title}
              error={errors.title}
            />
            <SelectField
              {...constraints.choice("category")}
              id="document-category"
              name="category"
              label="Category"
              options={CATEGORY_OPTIONS}
              defaultValue={values.category}
              error={errors.category}
            />
            <TextField
              id="document-file"
              name="file"
              label="File"
              type="file"
              accept={ACCEPT}
              hint={`PDF, Word, Excel, PowerPoint, JPEG or PNG, at most ${maxMb} MB.`}
              error={errors.file}
            />
            <ScheduleFields idPrefix="document" timeZone={timeZone} values={values} errors={errors} />
          </fieldset>
          <div className="panel-form__actions">
            <button type="submit" className="button" disabled={busy}>
              {uploading ? "Uploading..." : "Upload document"}
            </button>
          </div>
        </>
      )}
    </EditForm>
  );
}

/** Changes a document's title or category, or replaces its file (its address stays). */
export function DocumentEditForm({
  document,
  refused,
  busy,
  timeZone,
}: {
  document: { id: number; title: string; category: string; scheduleInputs: Record<string, string> };
  refused?: FormRefusal;
  busy: boolean;
  timeZone: string;
}) {
  return (
    <EditForm
      name={documentFormName(document.id)}
      idPrefix={`document-${document.id}`}
      defaults={{ title: document.title, category: document.category, ...document.scheduleInputs }}
      refused={refused}
      fileNouns={{ file: "the new file" }}
      encType="multipart/form-data"
      className="panel-form"
    >
      {({ values, errors }) => (
        <>
          <input type="hidden" name="intent" value="replace" />
          <input type="hidden" name="id" value={document.id} />
          <TextField
            {...constraints.input("title")}
            id={`document-${document.id}-title`}
            name="title"
            label="Title"
            defaultValue={values.title}
            error={errors.title}
          />
          <SelectField
            {...constraints.choice("category")}
            id={`document-${document.id}-category`}
            name="category"
            label="Category"
            options={CATEGORY_OPTIONS}
            defaultValue={values.category}
            error={errors.category}
          />
          <TextField
            id={`document-${document.id}-file`}
            name="file"
            label="New file (leave empty to keep the current one)"
            type="file"
            accept={ACCEPT}
            error={errors.file}
          />
          <ScheduleFields idPrefix={`document-${document.id}`} timeZone={timeZone} values={values} errors={errors} />
          <div className="panel-form__actions">
            <button type="submit" className="button button--small" disabled={busy}>
              Save <span className="visually-hidden">{document.title}</span>
            </button>
          </div>
        </>
      )}
    </EditForm>
  );
}
