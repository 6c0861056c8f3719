import { test as base, type BrowserContext } from "@playwright/test";
import { signInAs, type SignedIn } from "../test/harness/admin";
import { openPage, type PageOptions, type WatchedPage } from "../test/harness/browser";
import { startServer, type RunningServer } from "../test/harness/server";
import { startSmtpServer, type TestSmtpServer } from "../test/harness/smtp";

export { expect } from "@playwright/test";
export {
  DESKTOP,
  expectNoReact,
  PHONE,
  runClockUntilReady,
  waitForHydration,
  type WatchedPage,
} from "../test/harness/browser";

/** The server of the test file being run, with what its tests set up once for the whole file. */
export class FileServer {
  private readonly done = new Map<string, Promise<unknown>>();
  constructor(
    readonly file: string,
    public server: RunningServer,
  ) {}

  /** Runs `setup` the first time a test of this file asks for `name`; later tests get the same result. */
  once<T>(name: string, setup: () => Promise<T>): Promise<T> {
    if (!this.done.has(name)) this.done.set(name, setup());
    return this.done.get(name) as Promise<T>;
  }
}

/**
 * One production server (`node server.js`) on a fresh database per test file and worker: tests of a file share
 * it in order, files never see each other's data. The worker keeps the current file's server and stops it when
 * it moves on to another file or ends.
 */
class FileServers {
  private current?: FileServer;

  async forFile(file: string, env: Record<string, string>): Promise<FileServer> {
    const current = this.current;
    if (current?.file === file) {
      // A test may stop the server on purpose (a real fault); the next one gets it back on the same database.
      if (current.server.process.exitCode !== null || current.server.process.signalCode !== null) {
        current.server = await startServer({ env, database: current.server.database });
      }
      return current;
    }
    await this.stop();
    this.current = new FileServer(file, await startServer({ env }));
    return this.current;
  }

  async stop() {
    const current = this.current;
    this.current = undefined;
    await current?.server.stop();
  }
}

type WorkerFixtures = { fileServers: FileServers };

type TestFixtures = {
  /** Environment for this file's server (`test.use({ serverEnv: { ... } })` at the top of a file). */
  serverEnv: Record<string, string>;
  fileServer: FileServer;
  /** The running server of this test file. */
  server: RunningServer;
  /** A new page in its own context (closed after the test) that records console errors. */
  openPage: (options?: PageOptions) => Promise<WatchedPage>;
  /** The file's administrator: an account and a session row written straight into the server's database. */
  admin: SignedIn;
  /** Adds the administrator's session cookie to a context: signed in without the login form. */
  signIn: (context: BrowserContext) => Promise<void>;
  /** A new page already signed in as the file's administrator. */
  adminPage: (options?: PageOptions) => Promise<WatchedPage>;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  fileServers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const servers = new FileServers();
      await use(servers);
      await servers.stop();
    },
    { scope: "worker" },
  ],
  serverEnv: [{}, { option: true }],
  fileServer: async ({ fileServers, serverEnv }, use, testInfo) => {
    await use(await fileServers.forFile(testInfo.file, serverEnv));
  },
  server: async ({ fileServer }, use) => {
    await use(fileServer.server);
  },
  openPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const watched = await openPage(browser, options);
      contexts.push(watched.context);
      return watched;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  admin: async ({ fileServer }, use) => {
    await use(await fileServer.once("admin", () => signInAs(fileServer.server, "admin")));
  },
  signIn: async ({ admin, server }, use) => {
    const [name, value] = admin.cookie.split("=") as [string, string];
    await use(async (context) => {
      await context.addCookies([{ name, value, url: server.url }]);
    });
  },
  adminPage: async ({ openPage, signIn }, use) => {
    await use(async (options) => {
      const watched = await openPage(options);
      await signIn(watched.context);
      return watched;
    });
  },
});

/**
 * The same fixtures with a real SMTP server on a loopback port for the worker, whose server sends to it (sample
 * content off, the outbox polled every half second): `smtp` holds what it received.
 */
export const mailTest = test.extend<{ smtp: TestSmtpServer }, { smtpServer: TestSmtpServer }>({
  smtpServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const smtp = await startSmtpServer();
      await use(smtp);
      await smtp.stop();
    },
    { scope: "worker" },
  ],
  smtp: async ({ smtpServer }, use) => use(smtpServer),
  serverEnv: async ({ smtpServer }, use) =>
    use({ SEED_SAMPLE_CONTENT: "false", SMTP_URL: smtpServer.url, MAIL_POLL_SECONDS: "0.5" }),
});
