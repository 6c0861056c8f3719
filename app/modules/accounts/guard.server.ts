import { redirect, redirectDocument } from "react-router";
import { db } from "~/kernel/database/connection";
import { roleAllows, type AdminRole } from "~/kernel/roles";
import { saveDraft } from "./drafts.server";
import { mustEnrolTwoFactor } from "./two-factor.server";

/** Where an account sets up two-factor sign-in (and where an administrator who must is sent). */
export const TWO_FACTOR_SETUP_PATH = "/welcome/account/two-factor";
import { readSession, readSessionToken, type SessionUser } from "./session.server";

/** The address of the page a request is for: without React Router's ".data" suffix and "index" marker. */
export function pageAddress(request: Request, drop: string[] = []): string {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "/") || "/";
  const params = new URLSearchParams(url.search);
  for (const name of ["index", "_routes", ...drop]) params.delete(name);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * For administrator pages: the signed-in user, or a redirect to /Login that comes back here afterwards.
 * A form sent after the session ended is kept as a draft whose id rides along, so nothing typed is lost.
 * A signed-in user whose role is too low gets the 403 page.
 */
export async function requireAdminPage(request: Request, role: AdminRole = "editor"): Promise<SessionUser> {
  const user = await readSession(db(), readSessionToken(request.headers.get("cookie")));
  if (!user) {
    let target = pageAddress(request, ["draft"]);
    const isForm = (request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded");
    if (request.method === "POST" && isForm) {
      const form = await request.formData().catch(() => undefined);
      if (form) {
        const id = await saveDraft(db(), target.split("?")[0], form);
        target += `${target.includes("?") ? "&" : "?"}draft=${id}`;
      }
    }
    // A document load: /Login ships no React, and its form posts as a page (see login-form.tsx).
    throw redirectDocument(`/Login?redirectTo=${encodeURIComponent(target)}`);
  }
  if (!roleAllows(user.role, role)) throw new Response("Your account cannot open this.", { status: 403 });
  // The admin rule "administrators must use two-factor sign-in": until this one has, only the set-up page opens.
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  if (path.toLowerCase() !== TWO_FACTOR_SETUP_PATH && (await mustEnrolTwoFactor(db(), user)))
    throw redirect(TWO_FACTOR_SETUP_PATH);
  return user;
}

export { safeRedirectTarget } from "./redirect-target";
