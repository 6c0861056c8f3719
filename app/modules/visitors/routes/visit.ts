import { secondsLeftToday, VISIT_COOKIE, visitFromBrowser } from "~/modules/visitors/visitors.server";
import { requestInfoContext } from "~/kernel/context";
import { readCookie, setCookieHeader } from "~/kernel/cookies.server";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/visit";

// The footer's visitor count asks here once a page has loaded: the same visit rule as GET /api/visitor-count.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { count, markDay } = await visitFromBrowser(db(), {
    cookieDay: readCookie(request.headers.get("cookie"), VISIT_COOKIE),
    userAgent: request.headers.get("user-agent") ?? undefined,
    address: context.get(requestInfoContext).clientIp || "unknown",
  });
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (markDay) {
    const secure = new URL(request.url).protocol === "https:";
    headers.append(
      "Set-Cookie",
      setCookieHeader(VISIT_COOKIE, markDay, {
        maxAge: secondsLeftToday(),
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure,
      }),
    );
  }
  return Response.json({ count }, { headers });
}
