import { z } from "zod";

// Every setting the server reads from its environment, checked once at start.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => !v || /^postgres(ql)?:\/\//.test(v), "DATABASE_URL must start with postgres://"),
  SQLITE_PATH: z.string().default("data/school.db"),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seconds a rendered public page is reused (0 turns the render cache off). */
  RENDER_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** Megabytes of rendered pages (and their compressed copies) each process keeps at most; then 500 pages. */
  RENDER_CACHE_MAX_MB: z.coerce.number().min(1).max(4096).default(32),
  MEDIA_DIR: z.string().default("data/media"),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Largest accepted gallery or slide picture, and gallery video, in megabytes. */
  UPLOAD_IMAGE_MAX_MB: z.coerce.number().positive().max(1024).default(10),
  UPLOAD_VIDEO_MAX_MB: z.coerce.number().positive().max(4096).default(200),
  SEED_SAMPLE_CONTENT: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** "auto": a new install without an administrator shows the first-run setup at /setup; "off" never does. */
  FIRST_RUN_SETUP: z.enum(["auto", "off"]).default("auto"),
  ADMIN_USER: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  /** Audit rows older than this many days are removed (failed sign-ins included). */
  /**
   * Host names the site answers to when PUBLIC_URL is not set (comma-separated); in production any
   * other Host or X-Forwarded-Host is refused, so no page can reflect a forged host.
   */
  ALLOWED_HOSTS: z.string().default("localhost,127.0.0.1,[::1]"),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().positive().default(365),
  /**
   * The password hash's cost: "owasp" is scrypt at OWASP's current parameters (N=2^17, r=8, p=1; 128 MiB a
   * hash); "test" (N=2^12) only for the test suites, which hash hundreds of passwords. Stored hashes keep their own.
   */
  PASSWORD_HASH_COST: z.enum(["owasp", "test"]).default("owasp"),
  /** Accepted submissions of one public form from one client address in a minute (mistakes do not count). */
  PUBLIC_POST_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /** Every public POST from one client address in a minute, counted before its body is read (stops floods). */
  PUBLIC_POST_CAP_PER_MINUTE: z.coerce.number().int().positive().default(60),
  TRUST_PROXY: z.string().default("loopback"),
  /** Worker processes of `npm start` (one per core when unset there); 1 serves from a single process. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Seconds a request (headers and body) may take to arrive; longer only for uploads by signed-in staff (issue 32). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  /** Seconds the request line and headers may take. */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().max(120).default(10),
  /** Seconds a signed-in staff member's upload (gallery video, documents) may take to arrive. */
  UPLOAD_TIMEOUT_SECONDS: z.coerce.number().positive().max(7200).default(900),
  /** Open connections each process accepts; past it new ones are closed at once. */
  MAX_CONNECTIONS: z.coerce.number().int().positive().max(100_000).default(1000),
  /** Seconds a worker may miss its heartbeats (event loop blocked) before its primary replaces it. */
  WATCHDOG_SECONDS: z.coerce.number().positive().max(600).default(10),
  /** Seconds a worker is given on SIGTERM/SIGINT to finish the requests in flight before it is stopped. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
  /**
   * redis:// or rediss://: page-cache invalidations and the rate limits (forms, sign-in) go through Redis
   * (otherwise through PostgreSQL's LISTEN/NOTIFY or the workers' primary, and a table in the database).
   */
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => !v || /^rediss?:\/\//.test(v), "REDIS_URL must start with redis:// or rediss://"),
  /** Prefix of this site's keys and channel in Redis, so several sites can share one Redis. */
  REDIS_PREFIX: z.string().trim().min(1).max(100).default("school:"),
  /** Cache-Control for shared caches (nginx, a CDN) on anonymous pages that carry no per-response nonce. */
  PAGE_CACHE_S_MAXAGE: z.coerce.number().int().min(0).max(86_400).default(30),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465; without it mail waits in the outbox. */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => !v || /^smtps?:\/\//.test(v), "SMTP_URL must start with smtp:// or smtps://"),
  /** The sender of every message, e.g. "Sample School <office@example.org>". */
  MAIL_FROM: z
    .string()
    .trim()
    .max(300)
    .refine((v) => !/[\r\n]/.test(v), "MAIL_FROM must be one line")
    .default("School website <no-reply@localhost>"),
  /** Seconds between delivery attempts of one message; after the last one it is marked failed. */
  MAIL_RETRY_SECONDS: z
    .string()
    .default("60,300,1800,7200")
    .transform((v) => v.split(",").map((part) => Number(part.trim())))
    .refine(
      (list) => list.length > 0 && list.every((n) => Number.isFinite(n) && n > 0),
      "MAIL_RETRY_SECONDS must be a comma-separated list of positive seconds",
    ),
  /** How often the sender looks for due messages when nothing woke it. */
  MAIL_POLL_SECONDS: z.coerce.number().positive().max(3600).default(15),
  /** How long a claimed message is reserved for the instance sending it. */
  MAIL_LEASE_SECONDS: z.coerce.number().positive().max(3600).default(300),
});

export type Config = z.infer<typeof envSchema>;

let cached: Config | undefined;

export function config(): Config {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid configuration: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}
