import { useLocation } from "react-router";
import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { FormField } from "~/ui/form/form-field";
import { StatusRegion, type PanelStatus } from "~/ui/form/panel-fields";
import { TEST_MAIL_FORM, type TestMailResult } from "../test-mail";

/** The test message's fate in plain words: sent, refused by the mail server (its answer), or waiting and why. */
function resultText({ to, status, answer, smtpConfigured }: TestMailResult): PanelStatus {
  if (status === "sent")
    return {
      tone: "ok",
      text: `Sent: the mail server accepted the test e-mail to ${to}. Check that inbox (and its spam folder).`,
    };
  if (status === "failed")
    return {
      tone: "error",
      text: `Not sent: the mail server refused the test e-mail to ${to}. Its answer: ${answer ?? "none"}`,
    };
  if (!smtpConfigured)
    return {
      tone: "error",
      text: `Waiting: e-mail is not set up, so the test e-mail to ${to} waits in the outbox with the other messages.`,
    };
  if (answer)
    return {
      tone: "error",
      text: `Not sent yet: the mail server did not take the test e-mail to ${to}; the site tries again by itself. Its answer: ${answer}`,
    };
  return {
    tone: "ok",
    text: `Being sent: the test e-mail to ${to} is on its way. Reload this page in a minute to see the mail server's answer.`,
  };
}

/** "Send a test e-mail": whether a mail server is set up, an address, and what became of the last test. */
export function TestMailForm({
  smtpConfigured,
  address,
  result,
  refused,
}: {
  smtpConfigured: boolean;
  address: string;
  result: TestMailResult | null;
  refused?: FormRefusal;
}) {
  const location = useLocation();
  const shown = result ? resultText(result) : undefined;
  return (
    <EditForm
      key={location.key}
      name={TEST_MAIL_FORM}
      idPrefix="test-mail"
      defaults={{ to: address }}
      refused={refused}
      className="card admin-form test-mail"
      aria-labelledby="test-mail-heading"
    >
      {({ values, errors }) => (
        <>
          <h3 id="test-mail-heading">Send a test e-mail</h3>
          <p>
            {smtpConfigured
              ? "A mail server is set up. Send yourself a test to see that e-mail reaches people."
              : "No mail server is set up yet: a test e-mail would wait in the outbox like the others."}
          </p>
          <StatusRegion id="test-mail" status={shown} />
          <input type="hidden" name="intent" value="test-mail" />
          <FormField
            id="test-mail-to"
            name="to"
            label="Send the test to"
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            error={errors.to}
            defaultValue={values.to}
          />
          <button type="submit" className="button">
            Send a test e-mail
          </button>
        </>
      )}
    </EditForm>
  );
}
