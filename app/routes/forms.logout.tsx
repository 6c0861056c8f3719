import { redirect, redirectDocument } from "react-router";
import { requestInfoContext } from "~/context";
import { db } from "~platform/database/connection";
import { logout } from "~/features/auth/login.server";
import { clearedSessionCookie, readSessionToken } from "~/features/auth/session.server";
import type { Route } from "./+types/forms.logout";

// The dashboard's Logout button posts here: the session ends server-side, the cookie is cleared, /Login is shown.
export async function action({ request, context }: Route.ActionArgs) {
  await logout(db(), readSessionToken(request.headers.get("cookie")), context.get(requestInfoContext).clientIp);
  const secure = new URL(request.url).protocol === "https:";
  // A document load: /Login ships no React.
  return redirectDocument("/Login?loggedOut=1", {
    headers: { "Set-Cookie": clearedSessionCookie(secure), "Cache-Control": "no-store" },
  });
}

export async function loader() {
  return redirect("/Login");
}
