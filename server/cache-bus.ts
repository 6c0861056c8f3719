import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { config } from "~/kernel/config";
import { db } from "~/kernel/database/connection";
import { logger } from "~/kernel/logger";
import { redis, redisSubscriber } from "~/kernel/redis";

/**
 * Tells every other process serving the site that public pages changed, so each forgets its page cache:
 * Redis pub/sub when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY, else (SQLite with several
 * workers) a message through the cluster's primary. A process on its own needs none of them.
 */
const CHANNEL = "school_pages_changed";
/** The cluster message a worker sends to the primary, which passes it on to the other workers (server.js). */
export const WORKER_MESSAGE = "school:pages-changed";
// Each process ignores its own announcements (it has already forgotten its pages).
const origin = randomBytes(8).toString("hex");

type Transport = { publish: () => Promise<unknown>; stop: () => Promise<void> };
let transport: Transport | undefined;

export async function startCacheBus(onChangedElsewhere: () => void) {
  if (transport) return;
  const { REDIS_URL, REDIS_PREFIX, DATABASE_URL } = config();
  if (REDIS_URL) transport = await redisTransport(`${REDIS_PREFIX}${CHANNEL}`, onChangedElsewhere);
  else if (DATABASE_URL) transport = await postgresTransport(DATABASE_URL, onChangedElsewhere);
  else if (cluster.isWorker) transport = workerTransport(onChangedElsewhere);
}

export function announcePagesChanged() {
  transport?.publish().catch((err: unknown) => logger.warn({ err }, "could not tell other servers that pages changed"));
}

export async function stopCacheBus() {
  const stopping = transport;
  transport = undefined;
  await stopping?.stop();
}

async function redisTransport(channel: string, onChangedElsewhere: () => void): Promise<Transport> {
  const subscriber = redisSubscriber();
  subscriber.on("message", (_channel: string, from: string) => {
    if (from !== origin) onChangedElsewhere();
  });
  // After a reconnection announcements may have been missed: forget everything once.
  let connectedBefore = false;
  subscriber.on("ready", () => {
    if (connectedBefore) onChangedElsewhere();
    connectedBefore = true;
  });
  await subscriber.subscribe(channel).catch((err: unknown) => logger.warn({ err }, "Redis subscribe failed"));
  return { publish: () => redis().publish(channel, origin), stop: async () => undefined };
}

async function postgresTransport(databaseUrl: string, onChangedElsewhere: () => void): Promise<Transport> {
  let listener: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  let connectedBefore = false;
  const retryLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1_000);
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("notification", (message) => {
      if (message.payload !== origin) onChangedElsewhere();
    });
    client.on("error", (err) => logger.warn({ err }, "page-change listener lost its PostgreSQL connection"));
    client.on("end", () => {
      if (listener === client) listener = undefined;
      retryLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      listener = client;
      // Announcements made while the listener was away were missed: forget everything once.
      if (connectedBefore) onChangedElsewhere();
      connectedBefore = true;
    } catch (err) {
      logger.warn({ err }, "could not listen for page changes; retrying");
      await client.end().catch(() => undefined);
      retryLater();
    }
  };
  await connect();
  return {
    publish: () => sql`select pg_notify(${CHANNEL}, ${origin})`.execute(db()),
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await listener?.end().catch(() => undefined);
    },
  };
}

function workerTransport(onChangedElsewhere: () => void): Transport {
  const onMessage = (message: unknown) => {
    if ((message as { type?: string } | null)?.type === WORKER_MESSAGE) onChangedElsewhere();
  };
  process.on("message", onMessage);
  return {
    publish: async () => void process.send?.({ type: WORKER_MESSAGE }),
    stop: async () => void process.off("message", onMessage),
  };
}
