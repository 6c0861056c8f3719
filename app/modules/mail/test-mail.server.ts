import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { enqueueMail } from "./outbox.server";
import { renderMail } from "./template";
import { wakeMailSender } from "./sender.server";
import type { TestMailResult } from "./test-mail";

const SUBJECT = "Test e-mail from the school website";

/** Queues the test message (audited) and wakes the sender; returns its outbox id. */
export async function sendTestMail(db: Kysely<Database>, to: string, schoolName: string, actor: AuditActor) {
  const { text, html } = renderMail({
    schoolName,
    heading: "This is a test e-mail",
    paragraphs: [
      `${actor.userid ?? "An administrator"} sent this from the website's Outbox page to check that the site can send e-mail.`,
      "It arrived, so replies to parents, acknowledgements and password-reset links can reach people too.",
    ],
    footer: "You can delete this message.",
  });
  const id = await db.transaction().execute(async (trx) => {
    // First in the queue, so the page can show the server's answer at once.
    const queued = await enqueueMail(trx, {
      purpose: "notification",
      priority: "security",
      to,
      subject: SUBJECT,
      text,
      html,
    });
    await recordAudit(trx, actor, {
      action: "create",
      entity: "outbox_messages",
      entityKey: queued,
      after: { to, subject: SUBJECT },
    });
    return queued;
  });
  wakeMailSender();
  return id;
}

/** The test message's state, or undefined when `id` is no test message. */
export async function readTestMail(db: Kysely<Database>, id: number, smtpConfigured: boolean) {
  const row = await db
    .selectFrom("outbox_messages")
    .select(["to_address", "status", "last_error", "subject"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row || row.subject !== SUBJECT) return undefined;
  return { to: row.to_address, status: row.status, answer: row.last_error, smtpConfigured } satisfies TestMailResult;
}

/** Waits (up to `ms`) for the sender to have tried the message once, so the page can show the server's answer. */
export async function waitForFirstAttempt(db: Kysely<Database>, id: number, ms = 10_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const row = await db
      .selectFrom("outbox_messages")
      .select(["status", "attempts"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row || row.status === "sent" || row.status === "failed" || (row.status === "waiting" && row.attempts > 0))
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
