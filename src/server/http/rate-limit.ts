import { createMiddleware } from "hono/factory";
import { clientIp } from "./client-ip";

/** Fixed-window limit per client, in memory: enough for a public diagnostic endpoint. */
export function rateLimit({ max, windowMs, trustProxy }: { max: number; windowMs: number; trustProxy: boolean }) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return createMiddleware(async (c, next) => {
    const now = Date.now();
    const key = clientIp(c, trustProxy);
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
