import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { createBeaconFastPath } from "../features/metrics/beacon-fast-path";
import { trackServedPages } from "../features/metrics/page-hits";
import { createMicrositeFastPath } from "../features/public-site/fast-path";
import { createPageTokenHeaders } from "../features/metrics/visit-token";
import type { AppDeps } from "./env";

/**
 * The Node HTTP server: cached public pages answered from memory and beacons handed to the ingest first (the two
 * routes a busy deployment serves most), everything else by the Hono app.
 */
export function createHttpServer(app: Hono, deps: Pick<AppDeps, "pageCache" | "config" | "metrics" | "logger">): Server {
  const viaApp = getRequestListener(app.fetch);
  const fromCache = createMicrositeFastPath(deps.pageCache, deps.config, trackServedPages(deps), createPageTokenHeaders(deps.metrics.visitTokens));
  const beacon = createBeaconFastPath(deps);
  return createServer((req, res) => {
    if (!fromCache(req, res) && !beacon(req, res)) void viaApp(req, res);
  });
}
