import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { openServerDatabase } from "./admin";
import { startServer, type RunningServer } from "./server";
import { startSmtpServer, type TestSmtpServer } from "./smtp";

export type MailedServer = {
  smtp: TestSmtpServer;
  server: RunningServer;
  db: Kysely<Database>;
  stop: () => Promise<void>;
};

/** A server that sends its mail (polled every half second) to a real SMTP server of the test's own, and its database. */
export async function startMailedServer(env: Record<string, string> = {}): Promise<MailedServer> {
  const smtp = await startSmtpServer();
  const server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_POLL_SECONDS: "0.5", ...env } });
  const db = openServerDatabase(server);
  return {
    smtp,
    server,
    db,
    stop: async () => {
      await db.destroy();
      await server.stop();
      await smtp.stop();
    },
  };
}
