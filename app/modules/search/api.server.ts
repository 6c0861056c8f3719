import { Router } from "express";
import { searchSite } from "./search.server";
import { parseSearchParams } from "./schema";
import { db } from "~/kernel/database/connection";

export const searchRouter = Router();

/** The site search (anyone): `?q=&page=`, ranked results with kind, title, url and snippet. Any text is accepted. */
searchRouter.get("/search", async (req, res, next) => {
  try {
    const params = new URL(req.originalUrl, "http://localhost").searchParams;
    const found = await searchSite(db(), parseSearchParams(params));
    res.setHeader("Cache-Control", "no-cache");
    res.json({
      q: found.q,
      cut: found.cut,
      total: found.total,
      page: found.page,
      pages: found.pages,
      results: found.results.map((result) => ({
        kind: result.kind,
        language: result.language,
        title: result.title,
        url: result.url,
        snippet: result.snippet,
        highlights: { title: result.titleParts, snippet: result.snippetParts },
      })),
    });
  } catch (error) {
    next(error);
  }
});
