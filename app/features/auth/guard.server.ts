import { redirect } from "react-router";
import { db } from "~platform/database/connection";
import { readSession, readSessionToken, type SessionUser } from "./session.server";

const RANK = { editor: 1, admin: 2 } as const;

/**
 * For administrator pages: the signed-in user, or a redirect to /Login that comes back here afterwards.
 * A signed-in user whose role is too low gets a 403 page.
 */
export async function requireAdminPage(request: Request, role: "editor" | "admin" = "editor"): Promise<SessionUser> {
  const user = await readSession(db(), readSessionToken(request.headers.get("cookie")));
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/Login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (RANK[user.role] < RANK[role])
    throw new Response("Your account is not allowed to open this page.", { status: 403 });
  return user;
}

export { safeRedirectTarget } from "./redirect-target";
