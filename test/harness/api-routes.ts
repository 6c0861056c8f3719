import type { Router } from "express";
import { db } from "~/kernel/database/connection";
import { apiRouter } from "../../server/api";

export type ApiRoute = { method: string; path: string };

type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

/** Every method and path the JSON API answers, read from the Express router itself (paths under /api). */
export function listApiRoutes(router: Router = apiRouter(db)): ApiRoute[] {
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
