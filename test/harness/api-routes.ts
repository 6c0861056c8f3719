import type { Router } from "express";
import { apiRouter } from "../../server/api";

export type ApiRoute = { method: string; path: string };

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

/** Every method and path the JSON API answers, read from the Express router itself (paths under /api). */
export function listApiRoutes(router: Router = apiRouter()): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          if (method !== "_all") routes.push({ method: method.toUpperCase(), path: `/api${layer.route.path}` });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return routes;
}

/**
 * The only API calls anyone may make without signing in. Everything else the router answers,
 * including endpoints added later, must refuse a visitor: a new endpoint without the guard fails here.
 */
export const PUBLIC_ENDPOINTS = new Set([
  "GET /api/visitor-count",
  "POST /api/contact_us",
  "POST /api/enquiries",
  "POST /api/donations",
  "GET /api/committee_members",
  "GET /api/sports-images/:category",
  "GET /api/news",
  "POST /api/login",
  "POST /api/logout",
  "GET /api/events",
  "GET /api/news-posts",
  "POST /api/alumni-registrations",
  "GET /api/search",
  "GET /api/documents",
  "GET /api/donation-items",
  "GET /api/alerts/current",
  "GET /api/disclosure",
]);
