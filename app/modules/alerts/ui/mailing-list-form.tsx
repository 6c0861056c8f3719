import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { TextAreaField } from "~/ui/form/panel-fields";
import { checkSubmission } from "~/kernel/form";
import { mailingListSchema } from "../schema";

/** Who gets an emergency alert by e-mail (administrators only). */
export function MailingListForm({
  recipients,
  schoolEmail,
  failure,
}: {
  recipients: string[];
  schoolEmail: string;
  failure: FormRefusal | undefined;
}) {
  return (
    <EditForm
      name="mailing-list"
      idPrefix="mailing-list"
      // Until the office chooses, emergencies go to the school's own address.
      defaults={{ recipients: (recipients.length ? recipients : [schoolEmail]).join("\n") }}
      refused={failure}
      className="admin-form"
      check={(form) => checkSubmission(mailingListSchema, form)}
    >
      {({ values, errors }) => (
        <>
          <TextAreaField
            id="mailing-list-recipients"
            name="recipients"
            label="E-mail addresses, one a line"
            hint="Each gets an e-mail when an emergency alert is published: the principal, the office, staff lists."
            rows={4}
            defaultValue={values.recipients}
            error={errors.recipients}
          />
          <div className="form-actions">
            <button type="submit" className="button" name="intent" value="mailing-list">
              Save mailing list
            </button>
          </div>
        </>
      )}
    </EditForm>
  );
}
