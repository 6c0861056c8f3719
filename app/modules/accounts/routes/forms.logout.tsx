import { redirect, redirectDocument } from "react-router";
import { requestInfoContext } from "~/kernel/context";
import { db } from "~/kernel/database/connection";
import { logout } from "~/modules/accounts/login.server";
import { clearedSessionCookie, readSessionToken } from "~/modules/accounts/session.server";
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
