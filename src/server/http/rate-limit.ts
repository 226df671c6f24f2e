import { createMiddleware } from "hono/factory";

/** Client address as the socket reports it (the Node adapter puts it on env), for per-client limits. */
function clientKey(env: unknown, forwardedFor: string | undefined): string {
  const socket = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket;
  // Behind our own proxy the socket is the proxy; the first X-Forwarded-For hop is the client then.
  return forwardedFor?.split(",")[0]?.trim() || socket?.remoteAddress || "local";
}

/** Fixed-window limit per client, in memory: enough for a public diagnostic endpoint. */
export function rateLimit({ max, windowMs }: { max: number; windowMs: number }) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return createMiddleware(async (c, next) => {
    const now = Date.now();
    const key = clientKey(c.env, c.req.header("x-forwarded-for"));
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (hits.size > 10_000) hits.clear();
      entry = { count: 0, resetAt: now + windowMs };
      hits.set(key, entry);
    }
    entry.count += 1;
    if (entry.count > max) {
      c.header("Retry-After", String(Math.ceil((entry.resetAt - now) / 1000)));
      return c.json({ error: "Too many requests, try again in a minute" }, 429);
    }
    await next();
  });
}
