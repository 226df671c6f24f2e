import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";

/** Answers a request without the Hono app and says so, or leaves it alone (false). */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * How long an idle keep-alive connection stays open. Node's 5 s default loses requests: the embedded database
 * runs on this thread, and after a statement that held it for seconds the timers run before the sockets are read,
 * so a connection whose next request arrived during the stall was closed with that request unread (the client saw
 * ECONNRESET). Longer than the 60 s idle timeout of nginx and most load balancers, as their docs ask of upstreams.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The Node HTTP server: the fast paths first, in order (the app's are the routes a busy deployment serves most:
 * app.ts createFastPaths), everything else by the Hono app.
 */
export function createHttpServer(app: Hono, fastPaths: FastPath[]): Server {
  const viaApp = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    if (!fastPaths.some((answered) => answered(req, res))) void viaApp(req, res);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Node's rule: the time allowed for a request's headers must exceed the keep-alive timeout.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
