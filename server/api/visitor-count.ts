import { Router } from "express";
import { readCookie } from "../../app/features/auth/session.server";
import {
  countVisit,
  isCrawler,
  readVisitorCount,
  secondsLeftToday,
  takeVisitorSlot,
  today,
  VISIT_COOKIE,
} from "../../app/features/visitors/visitors.server";

export const visitorCountRouter = Router();

// The footer calls this once per page load. The first call of the day from a browser counts a
// visit and marks the day in a cookie; later calls that day, and crawlers, only read the count.
visitorCountRouter.get("/visitor-count", async (req, res, next) => {
  try {
    res.setHeader("Cache-Control", "no-store");
    const day = today();
    const alreadyCounted = readCookie(req.headers.cookie, VISIT_COOKIE) === day;
    if (alreadyCounted || isCrawler(req.get("user-agent"))) {
      return res.json({ count: await readVisitorCount(res.locals.database) });
    }
    // The cookie is set either way: a browser is counted once a day, even when its address was over the cap.
    const count = takeVisitorSlot(req.ip ?? "unknown", day)
      ? await countVisit(res.locals.database)
      : await readVisitorCount(res.locals.database);
    res.cookie(VISIT_COOKIE, day, {
      maxAge: secondsLeftToday() * 1000,
      httpOnly: true,
      sameSite: "lax",
      secure: req.secure,
      path: "/",
    });
    res.json({ count });
  } catch (err) {
    next(err);
  }
});
