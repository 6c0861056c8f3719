import type { RequestHandler } from "express";
import { config } from "~/kernel/config";
import { addressKey } from "./address-key";
import { sendError } from "./api-errors.server";
import { RefusedError } from "./errors";
import { rateLimiter } from "./rate-limit.server";

// Public POSTs (the JSON API and the same forms posted as route actions) are throttled twice per client address
// (Express's req.ip, which honours X-Forwarded-For only from the proxies named in TRUST_PROXY), so that a parent
// correcting mistakes is never locked out while a flood still is (decision 109):
// - a generous cap on every public POST, PUBLIC_POST_CAP_PER_MINUTE, counted before the body is read;
// - a strict limit on ACCEPTED submissions of each form, PUBLIC_POST_LIMIT_PER_MINUTE, counted once the post
//   has passed its schema (a refused post costs nothing here).
// The counts live where every worker and server sees them (the kernel's rate limiter: the database, or Redis).

export const TOO_MANY_SUBMISSIONS = "Too many submissions from your address. Please wait a minute and try again.";

// A store that cannot be reached (Redis down) lets the post through rather than refusing every form.
const allPublicPosts = rateLimiter({
  name: "public-post-cap",
  // Never below the strict limit: a deployment (or a test) that raises that one raises the cap with it.
  points: () => Math.max(config().PUBLIC_POST_CAP_PER_MINUTE, config().PUBLIC_POST_LIMIT_PER_MINUTE),
  windowSeconds: 60,
  ifStoreUnreachable: "allow",
});

const acceptedSubmissions = rateLimiter({
  name: "public-post",
  points: () => config().PUBLIC_POST_LIMIT_PER_MINUTE,
  windowSeconds: 60,
  ifStoreUnreachable: "allow",
});

/** The JSON API's public form endpoints; every other POST under /api is a signed-in person's (or a sign-in). */
const PUBLIC_API_POSTS = new Set(["/api/contact_us", "/api/enquiries", "/api/donations", "/api/alumni-registrations"]);

/** Whether a POST to `path` is a public one: any page but the dashboard's, and the API's public form endpoints. */
export function isPublicPost(method: string, path: string) {
  if (method !== "POST") return false;
  const lower = path.toLowerCase().replace(/\/+$/, "");
  if (lower.startsWith("/api/")) return PUBLIC_API_POSTS.has(lower);
  return lower !== "/welcome" && !lower.startsWith("/welcome/");
}

/**
 * Express middleware, before anything reads a body: counts a public POST against the client's generous cap and
 * answers 429 `{error, fields: {}}` past it, with Retry-After, without reading the body.
 */
export const publicPostCap: RequestHandler = (req, res, next) => {
  if (!isPublicPost(req.method, req.path)) return next();
  void allPublicPosts.take(addressKey(req.ip ?? "")).then((taken) => {
    if (taken.allowed) return next();
    res.setHeader("Retry-After", String(taken.retryAfterSeconds));
    // The body is not wanted: the connection is closed after the answer rather than kept to drain it.
    res.setHeader("Connection", "close");
    sendError(res, 429, TOO_MANY_SUBMISSIONS);
  }, next);
};

/**
 * Counts one accepted submission of `form` (a name shared by its page and its API endpoint) from `clientIp`;
 * past the strict limit it throws the 429 RefusedError that the page and the API both answer.
 */
export async function countAcceptedSubmission(form: string, clientIp: string): Promise<void> {
  const taken = await acceptedSubmissions.take(`${form}:${addressKey(clientIp)}`);
  if (!taken.allowed) throw new RefusedError(429, TOO_MANY_SUBMISSIONS);
}

// Who wants to know that a public form was sent and stored (the visit figures), registered in app/wiring.server.ts.
const formCompletedListeners: ((completion: { form: string; request: Request }) => void)[] = [];

export function onPublicFormCompleted(listener: (completion: { form: string; request: Request }) => void) {
  formCompletedListeners.push(listener);
}

/** A public form's submission was stored: every website form's route action says so here (not a honeypot's). */
export function announcePublicFormCompleted(form: string, request: Request) {
  for (const listener of formCompletedListeners) listener({ form, request });
}
