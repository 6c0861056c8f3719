import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server (smtp-server, the protocol code nodemailer's authors ship) on a loopback port that
// keeps what it accepts. It can answer 4xx or 5xx to every message, hold messages without answering,
// or be stopped and started again on the same port to play an outage.

export type SmtpMode = "accept" | "temporary-failure" | "permanent-failure" | "hold";

export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export type TestSmtpServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  setMode: (mode: SmtpMode) => void;
  /** Messages whose DATA arrived while holding. */
  held: () => number;
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let mode: SmtpMode = "accept";
  let held = 0;
  let server: SMTPServer | undefined;

  const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      closeTimeout: 500,
      onMailFrom(_address, _session, callback) {
        if (mode === "temporary-failure") return callback(refusal(451, "4.3.0 Mailbox busy, try again later"));
        if (mode === "permanent-failure") return callback(refusal(550, "5.7.1 Relaying denied"));
        callback();
      },
      onData(stream, session, callback) {
        if (mode === "hold") {
          held++;
          stream.resume();
          return; // never answers: the sender is left waiting
        }
        simpleParser(stream).then(
          (mail) => {
            received.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }));
            callback();
          },
          (err: Error) => callback(err),
        );
      },
    });

  const start = async () => {
    server = create();
    await new Promise<void>((resolve, reject) => {
      server!.once("error", reject);
      server!.listen(port, "127.0.0.1", () => resolve());
    });
  };
  await start();

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    setMode: (next) => (mode = next),
    held: () => held,
    start,
    stop: async () => {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
}

/** Polls until `check` returns a value (not undefined/false), or fails with `what` after `ms`. */
export async function eventually<T>(
  check: () => T | Promise<T>,
  what: string | (() => Promise<string>),
  ms = 20_000,
): Promise<NonNullable<T>> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false && value !== null) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out waiting for ${typeof what === "string" ? what : await what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
