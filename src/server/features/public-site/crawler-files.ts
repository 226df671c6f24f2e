import { Hono } from "hono";

/**
 * Same file on the app host and the microsite host. Microsite pages stay out of search results through their own
 * noindex (meta tag and X-Robots-Tag), which a crawler only reads if it may fetch the page: a `Disallow: /` would
 * hide the noindex and let a shared link be indexed as a bare URL. Only the API, which has nothing to index, is
 * closed to crawlers.
 */
export const ROBOTS_TXT = "User-agent: *\nDisallow: /api/\n";

/** /robots.txt and /favicon.ico on every host, answered before the microsite host's catch-all and the web app. */
export function crawlerFileRoutes() {
  return new Hono()
    .get("/robots.txt", (c) => c.text(ROBOTS_TXT, 200, { "Cache-Control": "public, max-age=86400", "X-Content-Type-Options": "nosniff" }))
    .get("/favicon.ico", (c) =>
      // Browsers ask for it on any page without an icon link: "no icon", cached for a day, not an HTML page.
      c.body(null, 204, { "Cache-Control": "public, max-age=86400" }),
    );
}
