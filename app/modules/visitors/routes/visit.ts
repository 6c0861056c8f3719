import { visitorCountFor } from "~/modules/visitors/visitors.server";
import { requestInfoContext } from "~/kernel/context";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/visit";

// The footer's visitor count asks here once a page has loaded: the same rule as GET /api/visitor-count.
export async function loader({ request, context }: Route.LoaderArgs) {
  const count = await visitorCountFor(db(), {
    userAgent: request.headers.get("user-agent") ?? undefined,
    address: context.get(requestInfoContext).clientIp || "unknown",
  });
  return Response.json({ count }, { headers: { "Cache-Control": "no-store" } });
}
