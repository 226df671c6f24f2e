import { Hono } from "hono";
import type { AppDeps } from "../../http/env";
import { rateLimit } from "../../http/rate-limit";

/** POST /api/openai-check (public, spec 7): can the configured writer be reached? Key tail only. */
export function healthRoutes({ ai, config }: AppDeps) {
  return new Hono().post("/openai-check", rateLimit({ max: 10, windowMs: 60_000, trustProxy: config.trustProxy }), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await ai.check());
  });
}
