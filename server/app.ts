import compression from "compression";
import { constants as zlibConstants } from "node:zlib";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { pinoHttp } from "pino-http";
import { RouterContextProvider } from "react-router";
import { requestInfoContext } from "../app/kernel/context";
// Registers the modules' reads with one another before anything is served (app/wiring.server.ts).
import "~/wiring.server";
import { checkReachable } from "~/kernel/database/dialect";
import { closeDb as closeDatabase, db, runWithDatabase } from "~/kernel/database/connection";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { startProcessMailSender, stopProcessMailSender } from "~/modules/mail/index.server";
import { getMailSettings } from "~/modules/help-desk/index.server";
import { helpDeskJobs } from "~/modules/help-desk/index.server";
import { createJobRunner, type JobRunner } from "~/kernel/jobs.server";
import { seedPlaceholderSlides } from "~/modules/slides/index.server";
import { seedSampleGallery } from "~/modules/gallery/index.server";
import { seedSampleDocuments } from "~/modules/documents/index.server";
import { prepareDatabase } from "./prepare-database";
import { mediaStorage } from "~/kernel/storage";
import { bootstrapAdminFromEnv } from "~/modules/accounts/index.server";
import { apiRouter } from "./api";
import { config } from "~/kernel/config";
import { logger } from "~/kernel/logger";
import { feedsRouter } from "~/modules/publishing/index.server";
import { eventsScheduleWatch, loadEventFeed } from "~/modules/events/index.server";
import { loadNewsFeed, postsScheduleWatch, tickerScheduleWatch } from "~/modules/news/index.server";
import { onPublicContentChanged } from "~/kernel/cache-events";
import { scheduledPublishingJob } from "~/kernel/schedule.server";
import { slidesScheduleWatch } from "~/modules/slides/index.server";
import { mediaRouter } from "./media";
import { documentFilesRouter, documentsScheduleWatch } from "~/modules/documents/index.server";
import { disclosureJobs } from "~/modules/disclosure/index.server";
import { staticAssets } from "./static-assets";
import {
  answerEarlyFromRenderCache,
  forgetCachedPages,
  invalidateOnAdminWrite,
  invalidateRenderCache,
  ONCE_PER_REQUEST,
  renderCache,
} from "./render-cache";
import { startCacheBus, stopCacheBus } from "./cache-bus";
import { homeInChosenLanguage } from "./home-language";
import { closeRedis } from "~/kernel/redis";
import { shareRateLimits } from "~/kernel/rate-limit.server";
import { publicPostCap } from "~/kernel/public-post.server";
import {
  firstRunSetupToken,
  isSetupPending,
  onFirstRunSetupFinished,
  refreshFirstRunSetup,
  setupLinkPath,
  startFirstRunSetup,
} from "~/modules/accounts/index.server";
import { onPagePublished, pagesJobs, pagesScheduleWatch } from "~/modules/pages/index.server";
import { onMenuChanged } from "~/modules/pages/index.server";
import { countPageViews, flushVisits, footerVisitRouter, visitorsJobs } from "~/modules/visitors/index.server";
import { onAlertsChanged } from "~/modules/alerts/index.server";
import {
  assignNonce,
  permissionsPolicy,
  refuseNulCharacters,
  refuseUnknownMethods,
  requireKnownHost,
  securityHeaders,
  strictTransportOverHttps,
} from "./security";
import { requireSameOriginForWrites } from "./same-origin";
import { readPageBody } from "./request-body";
import { createRouteHandler, pageHandler } from "./route-handler";
import { bodyDeadline } from "./timeouts";

export { applyServerLimits } from "./timeouts";

/** An address as logged: a password reset link's token and any `token=` (the first-run setup link's) left out. */
export function redactUrl(url: string | undefined) {
  return url?.replace(/(\/reset-password\/)[^/?]+/i, "$1[redacted]").replace(/([?&]token=)[^&#]*/gi, "$1[redacted]");
}

export type AppOptions = {
  /** Folder of the built browser assets; absent in development, where Vite serves them. */
  clientDir?: string;
  /**
   * The database a request is served from: the process's own unless given. A network of school sites would
   * choose each request's site here; the HTTP test of the request scope gives another database.
   */
  database?: (req: Request) => Kysely<Database>;
};

// Pages rendered with the sample school's details are forgotten once setup names the real one.
onFirstRunSetupFinished(invalidateRenderCache);
// A published page reaches the public at once, whichever way it was published (dashboard or API).
onPagePublished(() => invalidateRenderCache());
// The menu is on every page: a change to it (or a page hidden, trashed or restored) clears them all.
onMenuChanged(() => invalidateRenderCache());
// The alert banner is on every page: an alert saved, ended or deleted (dashboard or API) clears them all, everywhere.
onAlertsChanged(() => invalidateRenderCache());
// A scheduled item came due or expired (docs/decisions/126-scheduled-publishing.md): every instance forgets its pages.
onPublicContentChanged(() => invalidateRenderCache());

/** The one-time first-run setup link's path while the install has no administrator (server.js prints it). */
export function firstRunSetupPath() {
  return setupLinkPath();
}

/** Until the first administrator exists, every page leads to /setup (files, media and the API are left alone). */
function leadToSetup(req: Request, res: Response, next: NextFunction) {
  if (!isSetupPending() || (req.method !== "GET" && req.method !== "HEAD")) return next();
  const path = req.path.toLowerCase();
  if (
    path === "/setup" ||
    path === "/healthz" ||
    /^\/(api|media|files|assets)\//.test(path) ||
    /\.[a-z0-9]+$/.test(path)
  )
    return next();
  res.redirect(303, "/setup");
}

/**
 * Migrates (and on a fresh database seeds) before the first request is served, then starts the
 * process's background work. A cluster worker skips the migration (its primary ran `preparePrimary`)
 * and takes the first-run setup token its primary printed.
 */
export async function prepare(options: { migrate?: boolean; setupToken?: string } = {}) {
  if (options.migrate !== false) await migrateAndSeed();
  await startFirstRunSetup(db(), { enabled: config().FIRST_RUN_SETUP === "auto", token: options.setupToken });
  await startCacheBus(() => {
    forgetCachedPages();
    void refreshFirstRunSetup(db()).catch((err: unknown) => logger.warn({ err }, "first-run setup check failed"));
  });
  startBackgroundTasks();
}

/**
 * For the primary of several workers: migrates and seeds once, before any worker starts, decides
 * whether first-run setup is due (and its token), then lets go of the database.
 */
export async function preparePrimary() {
  await migrateAndSeed();
  await startFirstRunSetup(db(), { enabled: config().FIRST_RUN_SETUP === "auto" });
  const setup = { path: setupLinkPath(), token: firstRunSetupToken() };
  await closeDatabase();
  return setup;
}

async function migrateAndSeed() {
  const { fresh } = await prepareDatabase(db(), {
    sampleContent: config().SEED_SAMPLE_CONTENT,
    onFreshDatabase: async (database) => {
      const admin = await bootstrapAdminFromEnv(database, config());
      if (admin) logger.info({ userid: admin.userid }, "first administrator created from ADMIN_USER");
      // Labelled sample pictures for every carousel of a new install (cached encodes, so a fresh test database stays quick).
      if (config().SEED_SAMPLE_CONTENT) {
        await seedPlaceholderSlides(database, mediaStorage());
        await seedSampleGallery(database, mediaStorage());
        await seedSampleDocuments(database, mediaStorage());
      }
    },
  });
  if (fresh) logger.info({ engine: config().DATABASE_URL ? "postgres" : "sqlite" }, "new database prepared");
}

/** The outbox sender and the scheduled jobs run in every app process (claims keep instances apart). */
function startBackgroundTasks() {
  const settings = config();
  startProcessMailSender({
    db,
    smtpUrl: settings.SMTP_URL,
    from: settings.MAIL_FROM,
    retrySeconds: settings.MAIL_RETRY_SECONDS,
    pollMs: settings.MAIL_POLL_SECONDS * 1000,
    leaseMs: settings.MAIL_LEASE_SECONDS * 1000,
    perMinute: async () => (await getMailSettings(db())).sendPerMinute,
    logger: logger.child({ part: "mail" }),
  });
  jobRunner ??= createJobRunner({
    db,
    jobs: [
      ...helpDeskJobs(),
      ...pagesJobs(),
      ...visitorsJobs(),
      ...disclosureJobs(),
      scheduledPublishingJob([
        postsScheduleWatch,
        eventsScheduleWatch,
        tickerScheduleWatch,
        documentsScheduleWatch,
        slidesScheduleWatch,
        pagesScheduleWatch,
      ]),
    ],
    logger: logger.child({ part: "jobs" }),
  });
  void jobRunner.start();
}

let jobRunner: JobRunner | undefined;

/** Stops the background work, then closes the database (on SIGTERM). */
export async function closeDb() {
  await jobRunner?.stop();
  jobRunner = undefined;
  await stopProcessMailSender();
  await flushVisits().catch((err: unknown) => logger.warn({ err }, "visit figures not written"));
  await stopCacheBus();
  await closeRedis();
  await closeDatabase();
}

/** Browsers revalidate pages with a nonce; pages without one may be kept by a proxy or CDN for a while. */
function pageCachePolicy() {
  const { PAGE_CACHE_S_MAXAGE, PAGE_CACHE_STALE_SECONDS } = config();
  return {
    withNonce: "private, no-cache",
    withoutNonce:
      PAGE_CACHE_S_MAXAGE > 0
        ? `public, max-age=0, s-maxage=${PAGE_CACHE_S_MAXAGE}, stale-while-revalidate=${PAGE_CACHE_STALE_SECONDS}`
        : "no-cache",
  };
}

export function createApp(options: AppOptions = {}): Express {
  const app = express();
  app.disable("x-powered-by");
  // First of all, so that every page, API call and file served reads and writes its own site's database through db().
  const databaseFor = options.database ?? (() => db());
  app.use((req, _res, next) => runWithDatabase(databaseFor(req), next));
  app.use(bodyDeadline);
  // Rate limits (public forms, sign-in guesses) are counted where every worker and server sees them.
  shareRateLimits();
  app.set("trust proxy", config().TRUST_PROXY);
  // In front of both render cache answers, so a page either one serves is counted too (no cookie, no address kept:
  // decision 127); it only listens for the response's end.
  app.use(countPageViews);
  // A kept public page is answered here, before logging and the security middleware (their headers are kept with it).
  if (options.clientDir) app.use(answerEarlyFromRenderCache({ seconds: config().RENDER_CACHE_SECONDS }));

  app.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
      // Method, path and status are enough; headers carry cookies and add noise.
      serializers: {
        req: (req) => ({
          id: req.id,
          method: req.method,
          // A password reset link is a secret until it is used.
          url: redactUrl(req.url),
          ip: req.remoteAddress,
        }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(refuseUnknownMethods);
  app.use(permissionsPolicy);
  // One compression for everything (precompressed built files are sent as they are; the render cache compresses
  // its pages itself), Brotli at the render cache's quality for one response.
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: ONCE_PER_REQUEST } } }));
  // Built files first: they need neither a nonce nor the page-level security headers.
  if (options.clientDir) app.use(staticAssets(options.clientDir));
  app.use(assignNonce);
  app.use(securityHeaders());

  app.get("/healthz", async (_req, res) => {
    try {
      await checkReachable(db());
      res.json({ status: "ok", database: "reachable" });
    } catch (err) {
      logger.error({ err }, "health check failed");
      res.status(503).json({ status: "error", database: "unreachable" });
    }
  });

  app.use(requireKnownHost());
  app.use(strictTransportOverHttps);
  app.use(refuseNulCharacters);
  app.use(requireSameOriginForWrites);
  // Before any body is read: a flood of public posts from one address is answered 429 (decision 109).
  app.use(publicPostCap);
  app.use(invalidateOnAdminWrite);
  app.use(leadToSetup);
  app.use(mediaRouter());
  app.use(documentFilesRouter());
  app.use(feedsRouter({ eventFeed: loadEventFeed, newsFeed: loadNewsFeed }));
  app.use("/api", apiRouter());

  const build = () => import("virtual:react-router/server-build");
  const loadContext = (nonce: string, clientIp: string) => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { nonce, clientIp });
    return context;
  };
  const renderer = pageHandler(build, process.env.NODE_ENV === "development" ? "development" : "production");
  app.use(homeInChosenLanguage);
  app.use(footerVisitRouter);
  app.use(
    renderCache({
      seconds: options.clientDir ? config().RENDER_CACHE_SECONDS : 0,
      policy: pageCachePolicy(),
      render: (request, nonce) => renderer(request, loadContext(nonce, "")),
    }),
  );
  // Page routes read their body here, within the size limit, before any action parses it.
  app.use(readPageBody);
  app.use(
    createRouteHandler({
      handleRequest: pageHandler(build),
      getLoadContext: (req, res) => loadContext(res.locals.cspNonce as string, req.ip ?? ""),
    }),
  );
  return app;
}
