import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { Kysely } from "kysely";
import { redirect, redirectDocument, type RouterContextProvider } from "react-router";
import type { Database } from "../../../db/schema";
import type { AuditActor } from "~/kernel/audit.server";
import { requestInfoContext } from "~/kernel/context";
import { db } from "~/kernel/database/connection";
import { config } from "~/kernel/config";
import { sendError } from "~/kernel/api-errors.server";
import { roleAllows, type AdminRole } from "~/kernel/roles";
import { keepDraft } from "./drafts.server";
import { readSession, readSessionToken, requestSession, type SessionUser } from "./session.server";
import { mustEnrolTwoFactor } from "./two-factor.server";

// The one guard of both ways into an operation: the dashboard's loaders and actions (requireAdminPage) and the
// JSON API (requireRole) ask `checkAccess` the same question (session, role, the two-factor rule) and build the
// same actor for the audit log; they differ only in how a refusal is written.

/** Where an account sets up two-factor sign-in (and where an administrator who must is sent). */
export const TWO_FACTOR_SETUP_PATH = "/welcome/account/two-factor";

export const SIGN_IN_FIRST = "Please sign in to continue.";
export const NOT_ALLOWED = "Your account is not allowed to do this.";
export const SET_UP_TWO_FACTOR_FIRST =
  "Administrators must use two-factor sign-in: set it up first under Account → Two-factor sign-in.";

/** Who acts, for the audit log and the commands: the signed-in user, the client's address and browser. */
export type Actor = AuditActor & {
  id: number;
  userid: string;
  displayName: string;
  role: AdminRole;
  ip: string | null;
  userAgent: string | null;
};

/** A signed-in user as the guard lets them through, with the actor their changes are recorded under. */
export type GuardedUser = SessionUser & { actor: Actor };

export type Access =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: "signed-out"; status: 401; message: string; user?: undefined }
  | { ok: false; reason: "role" | "two-factor"; status: 403; message: string; user: SessionUser };

/** The one decision: is there a session, does its role reach `role`, and has an admin who must use two-factor set it up? */
export async function checkAccess(
  database: Kysely<Database>,
  // A page's request (its session read once for all its loaders), or an API call's Cookie header.
  asker: Request | string | null | undefined,
  role: AdminRole,
): Promise<Access> {
  const user = await (asker instanceof Request
    ? requestSession(database, asker)
    : readSession(database, readSessionToken(asker ?? undefined)));
  if (!user) return { ok: false, reason: "signed-out", status: 401, message: SIGN_IN_FIRST };
  if (!roleAllows(user.role, role)) return { ok: false, reason: "role", status: 403, message: NOT_ALLOWED, user };
  if (await mustEnrolTwoFactor(database, user))
    return { ok: false, reason: "two-factor", status: 403, message: SET_UP_TWO_FACTOR_FIRST, user };
  return { ok: true, user };
}

export function actorFor(
  user: SessionUser,
  ip: string | null | undefined,
  userAgent: string | null | undefined,
): Actor {
  return {
    id: user.id,
    userid: user.userid,
    displayName: user.displayName,
    role: user.role,
    ip: ip ? ip.slice(0, 64) : null,
    userAgent: userAgent ? userAgent.slice(0, 300) : null,
  };
}

/** The address of the page a request is for: without React Router's ".data" suffix and "index" marker. */
export function pageAddress(request: Request, drop: string[] = []): string {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/") || "/";
  const params = new URLSearchParams(url.search);
  for (const name of ["index", "_routes", ...drop]) params.delete(name);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

type RouteArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * For dashboard loaders and actions: the signed-in user with their actor, or a redirect to /Login that comes back
 * here afterwards. A form sent after the session ended is kept as a draft whose id rides along, so nothing typed is
 * lost. A role too low gets the 403 page; an administrator who must set up two-factor sign-in is sent to do so.
 */
export async function requireAdminPage(
  { request, context }: RouteArgs,
  role: AdminRole = "editor",
): Promise<GuardedUser> {
  const access = await checkAccess(db(), request, role);
  if (access.ok) {
    const actor = actorFor(access.user, context.get(requestInfoContext).clientIp, request.headers.get("user-agent"));
    return { ...access.user, actor };
  }
  if (access.reason === "signed-out") {
    let target = pageAddress(request, ["draft"]);
    const clientIp = context.get(requestInfoContext).clientIp;
    const id = request.method === "POST" ? await keepDraft(db(), request, target.split("?")[0], clientIp) : undefined;
    if (id) target += `${target.includes("?") ? "&" : "?"}draft=${id}`;
    // A document load: /Login ships no React, and its form posts as a page (see login-form.tsx).
    throw redirectDocument(`/Login?redirectTo=${encodeURIComponent(target)}`);
  }
  if (access.reason === "role") throw new Response("Your account cannot open this.", { status: 403 });
  // Until this administrator has set up two-factor sign-in, only the set-up page opens.
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  if (path.toLowerCase() === TWO_FACTOR_SETUP_PATH) {
    const actor = actorFor(access.user, context.get(requestInfoContext).clientIp, request.headers.get("user-agent"));
    return { ...access.user, actor };
  }
  throw redirect(TWO_FACTOR_SETUP_PATH);
}

declare module "express-serve-static-core" {
  interface Locals {
    /** The signed-in user, left by requireRole. */
    user?: SessionUser;
  }
}

/**
 * For the JSON API: lets a request through with the same check as the dashboard (401 without a session, 403 for a
 * role too low or an administrator who has not set up required two-factor sign-in). The user is left in
 * res.locals.user.
 */
export function requireRole(role: AdminRole): RequestHandler {
  return async (req, res, next) => {
    // Answers behind a sign-in (records, Aadhaar numbers, the inbox) are never kept by a browser or proxy.
    res.set("Cache-Control", "no-store");
    const access = await checkAccess(db(), req.headers.cookie, role);
    if (!access.ok) return sendError(res, access.status, access.message);
    res.locals.user = access.user;
    // A signed-in member of staff may take longer to send a body (an upload) than anyone else (server/timeouts.ts).
    (res.locals as { extendBodyDeadline?: (seconds: number) => void }).extendBodyDeadline?.(
      config().UPLOAD_TIMEOUT_SECONDS,
    );
    next();
  };
}

/** The actor of an API request behind requireRole: the same shape the dashboard records. */
export function actorOf(req: ExpressRequest, res: ExpressResponse): Actor {
  const user = res.locals.user;
  if (!user) throw new Error("actorOf is for routes behind requireRole");
  return actorFor(user, req.ip, req.get("user-agent"));
}

export { safeRedirectTarget } from "./redirect-target";
