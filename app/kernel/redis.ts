import { Redis } from "ioredis";
import { config } from "./config";
import { logger } from "./logger";

// Redis is optional (REDIS_URL). While it is unreachable a command fails after one reconnection try instead
// of waiting, so an outage slows little down: callers decide what a failure means (rate-limit.server.ts).

let commands: Redis | undefined;
let subscriber: Redis | undefined;

function connect(role: string) {
  const client = new Redis(config().REDIS_URL!, {
    maxRetriesPerRequest: 1,
    connectionName: `school-${role}`,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let warned = false;
  client.on("error", (err) => {
    if (!warned) logger.warn({ err, role }, "Redis unreachable; retrying");
    warned = true;
  });
  client.on("ready", () => (warned = false));
  return client;
}

export function isRedisConfigured() {
  return Boolean(config().REDIS_URL);
}

/** The connection for ordinary commands (counters, PUBLISH). */
export function redis(): Redis {
  commands ??= connect("commands");
  return commands;
}

/** A second connection, which SUBSCRIBE turns into a listener only. */
export function redisSubscriber(): Redis {
  subscriber ??= connect("subscriber");
  return subscriber;
}

export async function closeRedis() {
  const open = [commands, subscriber].filter((client): client is Redis => Boolean(client));
  commands = subscriber = undefined;
  await Promise.all(open.map((client) => client.quit().catch(() => client.disconnect())));
}
