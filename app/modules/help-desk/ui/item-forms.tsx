import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { TextAreaField, TextField } from "~/ui/form/panel-fields";
import { INBOX_STATUSES, INBOX_STATUS_LABELS, type InboxStatus } from "../kinds";

// The forms of one inbox item: its status, who has it, an internal note and a reply by e-mail. Each is an EditForm
// named after its intent, its fields' ids `help-desk-<field>`.

const PREFIX = "help-desk";

type Common = { refused?: FormRefusal; busy: boolean };

export function StatusForm({ status, refused, busy }: Common & { status: InboxStatus }) {
  return (
    <EditForm name="status" idPrefix={PREFIX} defaults={{ status }} refused={refused} className="inline-form">
      {({ values, errors }) => (
        <>
          <input type="hidden" name="intent" value="status" />
          <label className="inline-field">
            <span>Status</span>
            <select
              id={`${PREFIX}-status`}
              name="status"
              defaultValue={values.status}
              aria-invalid={errors.status ? true : undefined}
            >
              {INBOX_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {INBOX_STATUS_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--ghost" disabled={busy}>
            Save status
          </button>
        </>
      )}
    </EditForm>
  );
}

export function AssignForm({
  assignee,
  assignees,
  refused,
  busy,
}: Common & { assignee: string; assignees: { id: number; display_name: string }[] }) {
  return (
    <EditForm name="assign" idPrefix={PREFIX} defaults={{ assignee }} refused={refused} className="inline-form">
      {({ values, errors }) => (
        <>
          <input type="hidden" name="intent" value="assign" />
          <label className="inline-field">
            <span>Assigned to</span>
            <select
              id={`${PREFIX}-assignee`}
              name="assignee"
              defaultValue={values.assignee}
              aria-invalid={errors.assignee ? true : undefined}
            >
              <option value="">Nobody</option>
              {assignees.map((person) => (
                <option key={person.id} value={String(person.id)}>
                  {person.display_name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--ghost" disabled={busy}>
            Assign
          </button>
        </>
      )}
    </EditForm>
  );
}

export function NoteForm({ refused, busy }: Common) {
  return (
    <EditForm name="note" idPrefix={PREFIX} defaults={{ note: "" }} refused={refused} className="card admin-form">
      {({ values, errors }) => (
        <>
          <h3>Internal note</h3>
          <input type="hidden" name="intent" value="note" />
          <TextAreaField
            id={`${PREFIX}-note`}
            name="note"
            label="Note (only the office sees it)"
            rows={3}
            maxLength={4000}
            defaultValue={values.note}
            error={errors.note}
          />
          <button type="submit" className="button" disabled={busy}>
            Add note
          </button>
        </>
      )}
    </EditForm>
  );
}

export function ReplyForm({ email, subject, refused, busy }: Common & { email: string; subject: string }) {
  return (
    <EditForm
      name="reply"
      idPrefix={PREFIX}
      defaults={{ subject, body: "" }}
      refused={refused}
      className="card admin-form"
    >
      {({ values, errors }) => (
        <>
          <h3>Reply by e-mail</h3>
          <input type="hidden" name="intent" value="reply" />
          <p className="field-hint">To {email}. Sent through the outbox; kept in the history below.</p>
          <TextField
            id={`${PREFIX}-subject`}
            name="subject"
            label="Subject"
            maxLength={200}
            defaultValue={values.subject}
            error={errors.subject}
          />
          <TextAreaField
            id={`${PREFIX}-body`}
            name="body"
            label="Message"
            rows={6}
            maxLength={20000}
            defaultValue={values.body}
            error={errors.body}
          />
          <button type="submit" className="button" disabled={busy}>
            Send reply
          </button>
        </>
      )}
    </EditForm>
  );
}
