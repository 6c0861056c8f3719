import { spawn, type ChildProcess } from "node:child_process";
import { createScratchDatabase, templateFor, testEngine, type ScratchDatabase } from "./databases";

export type RunningServer = {
  url: string;
  database: ScratchDatabase;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  process: ChildProcess;
  stop: (options?: { keepDatabase?: boolean; signal?: NodeJS.Signals }) => Promise<void>;
};

// Generous: on a loaded two-core machine several test files start servers at once.
const START_DEADLINE_MS = 120_000;

/**
 * Starts the production build on a free port with a fresh database: `node server.js`, or with `npmStart` the
 * README's own `npm start` (through the npm that runs the tests, else the one on the PATH).
 */
export async function startServer(
  options: { env?: Record<string, string>; database?: ScratchDatabase; npmStart?: boolean } = {},
): Promise<RunningServer> {
  const database =
    options.database ??
    (await createScratchDatabase(testEngine(), { from: templateFor(testEngine(), options.env ?? {}) }));
  let output = "";
  const npm = process.env.npm_execpath;
  const [command, args] = !options.npmStart
    ? [process.execPath, ["server.js"]]
    : npm
      ? [process.execPath, [npm, "start", "--silent"]]
      : ["npm", ["start", "--silent"]];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // Tests create their administrators themselves (harness/admin.ts); the first-run setup has its own test.
      FIRST_RUN_SETUP: "off",
      // Hundreds of passwords are hashed across the suites: a cheap scrypt cost, not production's 128 MiB one.
      PASSWORD_HASH_COST: "test",
      // One process unless a test asks for workers (WEB_CONCURRENCY in options.env).
      WEB_CONCURRENCY: "1",
      ...database.env,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), START_DEADLINE_MS);
    child.stdout!.on("data", () => {
      const match = output.match(/listening on (http:\/\/localhost:\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace("localhost", "127.0.0.1"));
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before listening:\n${output}`));
    });
  });

  return {
    url,
    database,
    process: child,
    output: () => output,
    stop: async ({ keepDatabase = false, signal = "SIGTERM" } = {}) => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill(signal);
        await exited;
      }
      if (!keepDatabase) await database.drop();
    },
  };
}
