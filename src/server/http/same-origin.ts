import { createMiddleware } from "hono/factory";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request guard for our JSON API: a state-changing request must carry an Origin (or, failing
 * that, a Referer) of the app itself. Requests with neither come from non-browser clients (curl, tests),
 * which cannot ride a victim's cookies, so they pass. So do requests with an API key (`Authorization: Bearer`):
 * they are authenticated by the key alone, never a cookie, and a cross-site page cannot set that header without a
 * CORS preflight we never grant.
 */
export function sameOriginOnly(appUrl: string, exemptPaths: string[]) {
  const allowed = new URL(appUrl).origin;
  return createMiddleware(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exemptPaths.includes(c.req.path) || /^Bearer\s/i.test(c.req.header("authorization") ?? "")) return next();
    const origin = c.req.header("origin") ?? refererOrigin(c.req.header("referer"));
    const requestOrigin = new URL(c.req.url).origin;
    if (origin && origin !== allowed && origin !== requestOrigin) {
      return c.json({ error: "Cross-site request refused" }, 403);
    }
    return next();
  });
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}
