import type { Request, RequestHandler, Response } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { readSession, readSessionToken, type SessionUser } from "./session.server";
import { roleAllows, type AdminRole } from "~/kernel/roles";
import { sendError } from "~/kernel/api-errors.server";

declare module "express-serve-static-core" {
  interface Locals {
    /** The signed-in user, left by requireRole. */
    user?: SessionUser;
    /** The database the API works on, given to apiRouter by the app that mounts it. */
    database: Kysely<Database>;
  }
}

/**
 * Lets a request through only with a valid administrator session (401 otherwise) whose role is at
 * least `role` (403 otherwise). The signed-in user is left in res.locals.user.
 */
export function requireRole(role: AdminRole): RequestHandler {
  return async (req, res, next) => {
    // Answers behind a sign-in (records, Aadhaar numbers, the inbox) are never kept by a browser or proxy.
    res.set("Cache-Control", "no-store");
    const user = await readSession(res.locals.database, readSessionToken(req.headers.cookie));
    if (!user) return sendError(res, 401, "Please sign in to continue.");
    if (!roleAllows(user.role, role)) return sendError(res, 403, "Your account is not allowed to do this.");
    res.locals.user = user;
    next();
  };
}

/** Who acts, for the audit log: the user requireRole signed in, and the client's address. */
export function actorOf(req: Request, res: Response): { id: number; userid: string; ip: string | null } {
  const user = res.locals.user;
  if (!user) throw new Error("actorOf is for routes behind requireRole");
  return { id: user.id, userid: user.userid, ip: req.ip ?? null };
}
