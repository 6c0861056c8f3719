import type { RequestHandler } from "express";
import { readCookie } from "~/kernel/cookies.server";
import { enabledLanguages, pathInLanguage } from "~/kernel/i18n/languages";
import { LANGUAGE_COOKIE } from "~/ui/layout/remember-language";
import { db } from "~/kernel/database/connection";
import { getSiteSettings } from "~/modules/site/index.server";
import { PRIVATE_PAGE } from "./render-cache";

/**
 * A visitor who chose Hindi or Telugu with the switcher opens "/" and is sent to "/hi/" or "/te/". Only the home
 * page's bare address does this: every other address shows its own language, so pages stay one per address in
 * the render cache and in caches in front; the redirect itself is never kept.
 */
export const homeInChosenLanguage: RequestHandler = async (req, res, next) => {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.path !== "/") return next();
  const chosen = readCookie(req.headers.cookie, LANGUAGE_COOKIE);
  if (!chosen || chosen === "en") return next();
  try {
    const switchedOn = enabledLanguages((await getSiteSettings(db())).languages).some(({ code }) => code === chosen);
    if (!switchedOn) return next();
    res.setHeader("Cache-Control", PRIVATE_PAGE);
    res.redirect(302, pathInLanguage(chosen, "/"));
  } catch (error) {
    next(error);
  }
};
