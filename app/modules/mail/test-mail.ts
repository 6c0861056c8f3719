import { z } from "zod";
import { email } from "~/kernel/validation";

// "Send a test e-mail" from the outbox page: one message to an address the administrator types, queued and sent
// like every other, so its result is the mail server's real answer (docs/decisions/130-…).

export const TEST_MAIL_FORM = "test-mail";

export const testMailSchema = z.object({
  to: email(
    "Write the address to send the test to, such as office@yourschool.in",
    "Write the address to send the test to",
  ),
});

/** What became of a test message, in the office's words. */
export type TestMailResult = {
  to: string;
  status: "waiting" | "sending" | "sent" | "failed";
  /** The mail server's answer to a failed attempt. */
  answer: string | null;
  smtpConfigured: boolean;
};
