import { redirect } from "react-router";
import { db } from "~platform/database/connection";
import { readCookie, readSession, SESSION_COOKIE, type SessionUser } from "./session.server";

const RANK = { editor: 1, admin: 2 } as const;

/**
 * For administrator pages: the signed-in user, or a redirect to /Login that comes back here afterwards.
 * A signed-in user whose role is too low gets a 403 page.
 */
export async function requireAdminPage(request: Request, role: "editor" | "admin" = "editor"): Promise<SessionUser> {
  const user = await readSession(db(), readCookie(request.headers.get("cookie"), SESSION_COOKIE));
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/Login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (RANK[user.role] < RANK[role])
    throw new Response("Your account is not allowed to open this page.", { status: 403 });
  return user;
}

/** Only same-site paths are followed after login, never another host. */
export function safeRedirectTarget(target: string | null | undefined, fallback = "/welcome") {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  return target;
}
