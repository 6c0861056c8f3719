import { Router } from "express";
import { readCookie } from "~/kernel/cookies.server";
import { secondsLeftToday, VISIT_COOKIE, visitFromBrowser } from "./visitors.server";
import { db } from "~/kernel/database/connection";

export const visitorCountRouter = Router();

// The spec's call: the first call of the day from a browser counts a visit and marks the day in a cookie;
// later calls that day, and crawlers, only read the count. (The site's own footer asks /visit, the same function.)
visitorCountRouter.get("/visitor-count", async (req, res) => {
  res.setHeader("Cache-Control", "no-store");
  const { count, markDay } = await visitFromBrowser(db(), {
    cookieDay: readCookie(req.headers.cookie, VISIT_COOKIE),
    userAgent: req.get("user-agent"),
    address: req.ip ?? "unknown",
  });
  if (markDay) {
    res.cookie(VISIT_COOKIE, markDay, {
      maxAge: secondsLeftToday() * 1000,
      httpOnly: true,
      sameSite: "lax",
      secure: req.secure,
      path: "/",
    });
  }
  res.json({ count });
});
