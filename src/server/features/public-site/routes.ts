import type { Context } from "hono";
import { Hono } from "hono";
import { isMicrositeHost } from "@/shared/microsite-host";
import { PREVIEW_EXPIRED_TEXT, PREVIEW_EXPIRED_TITLE } from "@/shared/public-site";
import type { AppDeps } from "../deps";
import {
  ERROR_TEXT,
  ERROR_TITLE,
  EXPIRED_TEXT,
  EXPIRED_TITLE,
  NOT_PUBLISHED_TEXT,
  NOT_PUBLISHED_TITLE,
  renderStatusPage,
  STATUS_PAGE_CSP,
} from "@/server/render/status-page";
import { clientIp } from "@/server/http/client-ip";
import { EXPIRED_PAGE_CSP, renderExpiredPage } from "@/server/render/expired-page";
import { findExpiredMicrosite, requestNewLink } from "../expiry/service";
import { visitTokenHeader } from "../metrics/service";
import { fontRoutes } from "./font-routes";
import { crawlerFileRoutes } from "./crawler-files";
import { contentCodingFor, ifNoneMatchHits } from "./negotiation";
import { publishedEntry, type CachedPage } from "./page-cache";
import { findPageStyle, findPreviewHtml, findPublicMicrosite } from "./service";
import type { PageStyle } from "@/server/page-input/page-style";
import { previewHtml, readPreviewToken } from "./preview-link";
import { createAccessGate } from "../access/service";
import { micrositeCsp } from "./page-cache";

function statusPage(c: Context, status: 404 | 410 | 500, title: string, text: string, style?: PageStyle | null) {
  c.header("Content-Security-Policy", STATUS_PAGE_CSP);
  c.header("Cache-Control", "no-store");
  return c.html(renderStatusPage(title, text, style ?? undefined), status);
}

const headerPairs = (flat: string[]) => Array.from({ length: flat.length / 2 }, (_, i): [string, string] => [flat[2 * i], flat[2 * i + 1]]);

export const notPublished = (c: Context, style?: PageStyle | null) => statusPage(c, 404, NOT_PUBLISHED_TITLE, NOT_PUBLISHED_TEXT, style);

/** Public microsite viewer: /site/{slug} everywhere, and /{slug} on the microsite host (spec 2). */
export function publicSiteRoutes(deps: AppDeps) {
  const { db, config, pageCache, metrics, queue } = deps;
  const gate = createAccessGate(deps);
  /** The page from memory, or from the database once (then kept). Pending/unknown slugs are never cached. */
  const lookup = (slug: string, now: number): Promise<CachedPage | null> =>
    pageCache.getOrFill(slug, now, async () => {
      const found = await findPublicMicrosite(db, slug, new Date(now));
      if (found.state === "not-published") return null;
      return found.state === "published" ? publishedEntry(found.html, found.expiresAt, now, found.gated) : { state: found.state, cachedAt: now };
    });

  /** Where the expired page's form posts: beside the page, on whichever host and path form it was served. */
  const requestAction = (c: Context, slug: string) => (c.req.path.startsWith("/site/") ? `/site/${slug}/request-link` : `/${slug}/request-link`);

  /** The expired page (410): the spec's texts with the sender's brand and rep and "Request a new link". */
  const serveExpired = async (c: Context, slug: string, sent = false) => {
    const page = await findExpiredMicrosite(db, slug);
    if (!page) return statusPage(c, 410, EXPIRED_TITLE, EXPIRED_TEXT, await findPageStyle(db, slug));
    c.header("Content-Security-Policy", EXPIRED_PAGE_CSP);
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    c.header("Referrer-Policy", "no-referrer");
    return c.html(renderExpiredPage(page.sender, { requestAction: requestAction(c, slug), sent }), 410);
  };

  /**
   * POST "Request a new link" (a plain form post: works without JavaScript). The first request per page, client
   * address and day reaches the owner (activity, toast, webhook); a repeat gets the same confirmation and changes
   * nothing. A page that is live again (extended meanwhile) is simply shown.
   */
  const requestLink = async (c: Context, slug: string) => {
    const page = await findExpiredMicrosite(db, slug);
    if (!page) return c.redirect(requestAction(c, slug).replace(/\/request-link$/, ""), 303);
    const visitor = metrics.visitorKey(clientIp(c, config.trustProxy));
    const wait = await metrics.limits.perVisitor(visitor);
    if (wait === null) await requestNewLink(db, page, visitor, { micrositeBaseUrl: config.micrositeBaseUrl, queue });
    return serveExpired(c, slug, true);
  };

  const serve = async (c: Context, slug: string) => {
    const now = Date.now();
    let entry = await lookup(slug, now);
    // Expiry is checked on every view, so a page stops being served the moment it expires.
    if (entry?.state === "published" && entry.expiresAt !== null && entry.expiresAt <= now) {
      entry = { state: "expired" as const, cachedAt: now };
      pageCache.set(slug, entry);
    }
    // A page not (yet) published, or in error, still wears its campaign framework's look when the slug is known.
    if (!entry) return notPublished(c, await findPageStyle(db, slug));
    if (entry.state !== "published") {
      return entry.state === "expired" ? serveExpired(c, slug) : statusPage(c, 500, ERROR_TITLE, ERROR_TEXT, await findPageStyle(db, slug));
    }
    if (entry.gated) {
      // Nothing of the page before admission: no HTML, no tracking script, so no view is counted.
      const gated = await gate.findGatedPage(slug);
      if (gated) {
        const admission = gate.admission(c, gated);
        if (!admission) return gate.ask(c, gated);
        await gate.noteView(c, gated, admission);
      }
    }
    const page = entry.representations[contentCodingFor(c.req.header("accept-encoding"))];
    const token: [string, string] = ["Server-Timing", visitTokenHeader(metrics.visitTokens.mint(slug, now))];
    if (ifNoneMatchHits(c.req.header("if-none-match"), page.etag)) return new Response(null, { status: 304, headers: [...headerPairs(page.notModified), token] });
    return new Response(new Uint8Array(page.body), { status: 200, headers: [...headerPairs(page.ok), token] });
  };
  /**
   * The owner's preview (a signed, short-lived link from GET /api/microsites/:id/preview-url): the page with a
   * "Preview — not counted" ribbon and no tracking script, never cached, never tracked (page hits are noted only
   * for /site/{slug}).
   */
  const servePreview = async (c: Context) => {
    const read = readPreviewToken(config.authSecret, c.req.param("token") ?? "");
    if (read === "expired") return statusPage(c, 410, PREVIEW_EXPIRED_TITLE, PREVIEW_EXPIRED_TEXT);
    const html = read ? await findPreviewHtml(db, read.micrositeId) : null;
    if (!html) return notPublished(c);
    const page = previewHtml(html);
    c.header("Content-Security-Policy", micrositeCsp(page));
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    c.header("Referrer-Policy", "no-referrer");
    return c.html(page);
  };
  const onMicrositeHost = (c: Context) => isMicrositeHost(c.req.header("host"), config.micrositeBaseUrl, config.appUrl);

  return new Hono()
    .route("/", fontRoutes())
    .route("/", crawlerFileRoutes())
    .get("/site/:slug", (c) => serve(c, c.req.param("slug")))
    .get("/site/:slug/index.html", (c) => serve(c, c.req.param("slug")))
    .post("/site/:slug/request-link", (c) => requestLink(c, c.req.param("slug")))
    .post("/site/:slug/access", (c) => gate.answer(c, c.req.param("slug")))
    .post("/site/:slug/request-access", (c) => gate.request(c, c.req.param("slug")))
    .get("/site-preview/:token", servePreview)
    .use("*", async (c, next) => {
      if (!onMicrositeHost(c)) return next();
      // On the microsite host only microsite paths exist; everything else is the placeholder.
      const segments = c.req.path.split("/").filter(Boolean);
      if (c.req.method === "GET" && segments.length === 1) return serve(c, segments[0]);
      if (c.req.method === "POST" && segments.length === 2 && segments[1] === "request-link") return requestLink(c, segments[0]);
      if (c.req.method === "POST" && segments.length === 2 && segments[1] === "access") return gate.answer(c, segments[0]);
      if (c.req.method === "POST" && segments.length === 2 && segments[1] === "request-access") return gate.request(c, segments[0]);
      if (c.req.path.startsWith("/api/log-metric") || c.req.path.startsWith("/storage/")) return next();
      return notPublished(c);
    });
}
