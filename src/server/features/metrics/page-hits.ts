import type { IncomingMessage } from "node:http";
import { createMiddleware } from "hono/factory";
import { isMicrositeHost } from "@/shared/microsite-host";
import { isMicrositeSlug } from "@/shared/slug";
import type { AppDeps } from "../deps";
import { clientIp } from "@/server/http/client-ip";
import { nodeRequestOrigin, requestOrigin } from "./request-origin";

const SITE_PATH = /^\/site\/([^/]+)(?:\/index\.html)?\/?$/;

/**
 * Notes every public microsite page served (GET answered 200, or 304 from the browser's cache), so the ingest can
 * tell a real visit (its script reports a view) from a scanner that fetched the HTML without running it. Mounted
 * on the app before the public site routes; costs nothing on other paths and never delays the page.
 */
export function micrositePageHits({ metrics, config, logger }: AppDeps) {
  return createMiddleware(async (c, next) => {
    await next();
    if (c.req.method !== "GET" || (c.res.status !== 200 && c.res.status !== 304)) return;
    let slug = SITE_PATH.exec(c.req.path)?.[1];
    if (!slug && isMicrositeHost(c.req.header("host"), config.micrositeBaseUrl, config.appUrl)) {
      const segments = c.req.path.split("/").filter(Boolean);
      if (segments.length === 1) slug = segments[0];
    }
    if (!slug || !isMicrositeSlug(slug)) return;
    const origin = requestOrigin(c, clientIp(c, config.trustProxy), metrics.visitorKey);
    metrics.ingest.pageServed(slug, origin).catch((error) => logger.warn({ err: error, slug }, "could not track a page hit"));
  });
}

/** The same note for pages answered from memory ahead of the app (the public-site fast path). */
export function trackServedPages({ metrics, config, logger }: Pick<AppDeps, "metrics" | "config" | "logger">) {
  return (slug: string, req: IncomingMessage) => {
    if (!isMicrositeSlug(slug)) return;
    const origin = nodeRequestOrigin(req, config.trustProxy, metrics.visitorKey);
    if (metrics.ingest.pageServedKnown(slug, origin)) return;
    metrics.ingest.pageServed(slug, origin).catch((error) => logger.warn({ err: error, slug }, "could not track a page hit"));
  };
}
