import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";

/** `--name value` options of the admin scripts. */
export function readOptions(names: string[]) {
  const { values } = parseArgs({
    options: Object.fromEntries(names.map((name) => [name, { type: "string" as const }])),
    allowPositionals: false,
  });
  return values as Record<string, string | undefined>;
}

export async function ask(question: string) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

/** Reads a password without echoing it (ADMIN_PASSWORD wins, for scripts). */
export async function askPassword(question: string): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new Error("No terminal to ask for the password: set ADMIN_PASSWORD.");
  process.stdout.write(question);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let password = "";
    const onData = (key: string) => {
      for (const char of key) {
        if (char === "\r" || char === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          return resolve(password);
        }
        if (char === "\u0003") {
          stdin.setRawMode(false);
          return reject(new Error("Cancelled."));
        }
        if (char === "\u007f" || char === "\b") password = password.slice(0, -1);
        else password += char;
      }
    };
    stdin.on("data", onData);
  });
}
