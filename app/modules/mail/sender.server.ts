import type { Kysely } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Database, OutboxMessageRow } from "../../../db/schema";
import {
  claimDueMessages,
  countSentSince,
  nextDueAt,
  readAttachments,
  recordDelivery,
  recordFailure,
  releaseWaiting,
} from "./outbox.server";

// The sender: one loop per app process that delivers the outbox. It wakes when a request queues mail,
// when a retry falls due, and every poll interval; at most `perMinute` messages leave in any minute
// (counted across all instances from the outbox itself).

export type MailSenderOptions = {
  db: () => Kysely<Database>;
  /** Without it nothing is sent: messages wait in the outbox. */
  smtpUrl: string | undefined;
  from: string;
  retrySeconds: number[];
  pollMs: number;
  leaseMs: number;
  perMinute: () => Promise<number>;
  logger: Logger;
};

export type MailSender = { wake: () => void; stop: () => Promise<void> };

const BATCH = 10;
/** Bulk mail (acknowledgements, digests) may use this share of a minute's budget; the rest waits for urgent mail. */
const BULK_SHARE = 0.8;

/** The domain part of the From address, for Message-IDs. */
function senderDomain(from: string) {
  return from.match(/@([^\s>]+)/)?.[1] ?? "localhost";
}

/** The mail server's own answer where there is one (e.g. "451 4.3.0 Try again later"), else the error. */
export function serverAnswer(err: unknown) {
  if (err && typeof err === "object") {
    const { response, code, message } = err as { response?: string; code?: string; message?: string };
    if (response) return response;
    if (code && message) return `${code}: ${message}`;
    if (message) return message;
  }
  return String(err);
}

const CONNECTION_FAILURES = new Set(["ECONNECTION", "ESOCKET", "ETIMEDOUT", "EDNS", "ECONNREFUSED", "EHOSTUNREACH"]);

function isConnectionFailure(err: unknown) {
  const { code, responseCode } = (err ?? {}) as { code?: string; responseCode?: number };
  return responseCode === undefined && code !== undefined && CONNECTION_FAILURES.has(code);
}

/** The SMTP connection; without SMTP_URL there is none and messages wait in the outbox. */
function smtpTransport(smtpUrl: string | undefined): Transporter | undefined {
  return smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      })
    : undefined;
}

/** One sender's connection and what it learnt from its last attempt. */
type Delivery = {
  transport: Transporter;
  options: MailSenderOptions;
  domain: string;
  // The last attempt could not reach the server at all (refused, timed out, no such host): instead of
  // waiting out the back-off, each wake-up checks with a connection alone whether it is back.
  unreachable: boolean;
};

/** Sends one claimed message and records the outcome; false when it did not go. */
async function deliver(delivery: Delivery, message: OutboxMessageRow) {
  const { options } = delivery;
  try {
    const attachments = await readAttachments(options.db(), message.id);
    const info = await delivery.transport.sendMail({
      from: options.from,
      to: message.to_address,
      replyTo: message.reply_to ?? undefined,
      subject: message.subject,
      text: message.text_body,
      html: message.html_body,
      messageId: `<outbox-${message.id}.${Date.parse(message.created_at)}@${delivery.domain}>`,
      headers: { "Auto-Submitted": message.purpose === "reply" ? "no" : "auto-generated" },
      attachments: attachments.map((file) => ({ ...file, contentDisposition: "attachment" as const })),
    });
    if (!(await recordDelivery(options.db(), message, info.messageId ?? null)))
      options.logger.warn({ outboxId: message.id }, "mail sent after its claim was taken over");
    return true;
  } catch (err) {
    const answer = serverAnswer(err);
    delivery.unreachable = isConnectionFailure(err);
    options.logger.warn({ outboxId: message.id, attempt: message.attempts, answer }, "mail not delivered");
    await recordFailure(options.db(), message, answer, options.retrySeconds);
    return false;
  }
}

/** After a connection failure: whether the server answers again (and then what waited is released). */
async function serverIsBack(delivery: Delivery, db: Kysely<Database>) {
  try {
    await delivery.transport.verify();
    delivery.unreachable = false;
    delivery.options.logger.info("mail server reachable again; sending what waited");
    await releaseWaiting(db);
    return true;
  } catch {
    return false;
  }
}

/** Sends what is due within the per-minute budget; answers how long to wait before looking again. */
async function drain(delivery: Delivery) {
  const { options } = delivery;
  const db = options.db();
  if (delivery.unreachable && !(await serverIsBack(delivery, db))) return options.pollMs;
  for (;;) {
    const perMinute = await options.perMinute();
    const sent = await countSentSince(db, new Date(Date.now() - 60_000));
    const budget = perMinute - sent;
    if (budget <= 0) return 5_000;
    const skipBulk = sent >= Math.max(1, Math.floor(perMinute * BULK_SHARE));
    const claimed = await claimDueMessages(db, { limit: Math.min(BATCH, budget), leaseMs: options.leaseMs, skipBulk });
    let recovered = false;
    for (const message of claimed) {
      const delivered = await deliver(delivery, message);
      // A retry that goes through means the server is back: the rest need not sit out their back-off.
      if (delivered && message.attempts > 1 && !recovered) {
        recovered = true;
        await releaseWaiting(db);
      }
    }
    if (claimed.length < Math.min(BATCH, budget) && !recovered) {
      // Bulk mail held back for urgent mail's share: look again when the minute has moved on.
      if (skipBulk) return 5_000;
      break;
    }
  }
  const due = await nextDueAt(db);
  return due === undefined ? options.pollMs : due - Date.now();
}

export function startMailSender(options: MailSenderOptions): MailSender {
  const transport = smtpTransport(options.smtpUrl);
  const delivery: Delivery | undefined = transport && {
    transport,
    options,
    domain: senderDomain(options.from),
    unreachable: false,
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void run(), Math.max(0, Math.min(ms, options.pollMs)));
    timer.unref();
  };

  async function run(): Promise<void> {
    if (stopped || !delivery) return;
    if (running) {
      again = true;
      return;
    }
    let wait = options.pollMs;
    running = (async () => {
      try {
        wait = await drain(delivery);
      } catch (err) {
        options.logger.error({ err }, "mail sender failed; trying again later");
        wait = Math.min(options.pollMs, 30_000);
      }
    })();
    await running;
    running = undefined;
    if (again) {
      again = false;
      return run();
    }
    schedule(wait);
  }

  if (transport) schedule(0);
  else options.logger.info("SMTP_URL is not set: outgoing mail waits in the outbox");

  return {
    wake: () => void run(),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}

let current: MailSender | undefined;

/** Starts the process's sender (once). */
export function startProcessMailSender(options: MailSenderOptions) {
  current ??= startMailSender(options);
  return current;
}

/** Called after a transaction that queued mail has committed. */
export function wakeMailSender() {
  current?.wake();
}

export async function stopProcessMailSender() {
  const stopping = current;
  current = undefined;
  await stopping?.stop();
}
