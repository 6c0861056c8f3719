import { request } from "node:http";
import { testEngine } from "./databases";
import { startServer, type RunningServer } from "./server";

// Several processes serving one site. PostgreSQL: two server processes on one database. SQLite: two workers of one
// cluster on one file, unless `separate` asks for two processes (a shared Redis, for example).

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/** One request on a connection of its own, so a cluster's primary hands each to the next worker. */
export function call(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? "GET", headers: { connection: "close", ...options.headers }, agent: false },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

export type Pair = { a: RunningServer; b: RunningServer };

const running: RunningServer[] = [];

/** Two instances on one database; `a` and `b` are the same cluster's address on SQLite unless `separate`. */
export async function startPair(env: Record<string, string>, { separate = false } = {}): Promise<Pair> {
  if (testEngine() === "sqlite" && !separate) {
    const cluster = await startCluster(env);
    return { a: cluster, b: cluster };
  }
  const a = await startServer({ env });
  running.push(a);
  const b = await startServer({ env, database: a.database });
  running.push(b);
  return { a, b };
}

/** One server of two workers (a cluster), stopped with the pairs. */
export async function startCluster(env: Record<string, string>): Promise<RunningServer> {
  const cluster = await startServer({ env: { ...env, WEB_CONCURRENCY: "2" } });
  running.push(cluster);
  return cluster;
}

/** Stops every instance started, then drops each database once (the instances of a pair share one). */
export async function stopPairs() {
  const servers = running.splice(0);
  for (const server of servers) await server.stop({ keepDatabase: true });
  for (const database of new Set(servers.map((server) => server.database))) await database.drop();
}
