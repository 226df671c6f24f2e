import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { createBeaconFastPath } from "../features/metrics/beacon-fast-path";
import { trackServedPages } from "../features/metrics/page-hits";
import { createMicrositeFastPath } from "../features/public-site/fast-path";
import { createPageTokenHeaders } from "../features/metrics/visit-token";
import type { AppDeps } from "./env";

/**
 * How long an idle keep-alive connection stays open. Node's 5 s default loses requests: the embedded database
 * runs on this thread, and after a statement that held it for seconds the timers run before the sockets are read,
 * so a connection whose next request arrived during the stall was closed with that request unread (the client saw
 * ECONNRESET). Longer than the 60 s idle timeout of nginx and most load balancers, as their docs ask of upstreams.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The Node HTTP server: cached public pages answered from memory and beacons handed to the ingest first (the two
 * routes a busy deployment serves most), everything else by the Hono app.
 */
export function createHttpServer(app: Hono, deps: Pick<AppDeps, "pageCache" | "config" | "metrics" | "logger">): Server {
  const viaApp = getRequestListener(app.fetch);
  const fromCache = createMicrositeFastPath(deps.pageCache, deps.config, trackServedPages(deps), createPageTokenHeaders(deps.metrics.visitTokens));
  const beacon = createBeaconFastPath(deps);
  const server = createServer((req, res) => {
    if (!fromCache(req, res) && !beacon(req, res)) void viaApp(req, res);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node's rule: the time allowed for a request's headers must exceed the keep-alive timeout.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
