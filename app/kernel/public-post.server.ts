import type { RequestHandler } from "express";
import { config } from "~/kernel/config";
import { addressKey } from "./address-key";
import { sendError } from "./api-errors.server";
import { rateLimiter } from "./rate-limit.server";

// Public POSTs (the JSON API and the same forms posted as route actions) share one budget per client
// address: PUBLIC_POST_LIMIT_PER_MINUTE in any minute. The address is Express's req.ip, which honours
// X-Forwarded-For only from the proxies named in TRUST_PROXY. The counts live where every worker and
// server sees them (the kernel's rate limiter: the database, or Redis).

export const TOO_MANY_SUBMISSIONS = "Too many submissions from your address. Please wait a minute and try again.";

const publicPosts = rateLimiter({
  name: "public-post",
  points: () => config().PUBLIC_POST_LIMIT_PER_MINUTE,
  windowSeconds: 60,
  // A store that cannot be reached (Redis down) lets the post through rather than refusing every form.
  ifStoreUnreachable: "allow",
});

/** For route actions: counts one public POST from `clientIp`; false when it is over the limit. */
export async function takePublicPostSlot(clientIp: string): Promise<boolean> {
  return (await publicPosts.take(addressKey(clientIp))).allowed;
}

/** Express middleware for a public POST of the API: 429 `{error, fields: {}}` past the limit. */
export const publicPostLimit: RequestHandler = (req, res, next) => {
  void publicPosts.take(addressKey(req.ip ?? "")).then((taken) => {
    if (taken.allowed) return next();
    // Seconds until this address's minute is over.
    res.setHeader("Retry-After", String(taken.retryAfterSeconds));
    sendError(res, 429, TOO_MANY_SUBMISSIONS);
  }, next);
};
