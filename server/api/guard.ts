import type { RequestHandler } from "express";
import { db } from "~platform/database/connection";
import { readCookie, readSession, SESSION_COOKIE, type SessionUser } from "../../app/features/auth/session.server";
import { sendError } from "./errors";

declare global {
  namespace Express {
    interface Locals {
      user?: SessionUser;
    }
  }
}

const RANK = { editor: 1, admin: 2 } as const;

/**
 * Lets a request through only with a valid administrator session (401 otherwise) whose role is at
 * least `role` (403 otherwise). The signed-in user is left in res.locals.user.
 */
export function requireRole(role: "editor" | "admin"): RequestHandler {
  return async (req, res, next) => {
    try {
      const user = await readSession(db(), readCookie(req.headers.cookie, SESSION_COOKIE));
      if (!user) return sendError(res, 401, "Please sign in to continue.");
      if (RANK[user.role] < RANK[role]) return sendError(res, 403, "Your account is not allowed to do this.");
      res.locals.user = user;
      next();
    } catch (err) {
      next(err);
    }
  };
}
