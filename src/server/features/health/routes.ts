import { Hono } from "hono";
import type { ProviderCheck } from "@/server/ai/provider";
import type { AppDeps } from "../deps";
import { rateLimit } from "@/server/http/rate-limit";

export const ANONYMOUS_REACHABLE_MESSAGE = "The AI provider is reachable. Sign in to see the diagnostics.";
export const ANONYMOUS_UNREACHABLE_MESSAGE = "The AI provider could not be reached. Sign in to see why.";

/**
 * What anyone may learn: reachable or not. The provider's message and the diagnostics name the base URL, the
 * model, the key's tail and the proxy settings, which tell an outsider how the server is set up.
 */
const forAnonymous = ({ ok }: ProviderCheck) => ({
  ok,
  status: ok ? 200 : 503,
  message: ok ? ANONYMOUS_REACHABLE_MESSAGE : ANONYMOUS_UNREACHABLE_MESSAGE,
  diagnostics: null,
});

/** POST /api/openai-check (public, spec 7): can the configured writer be reached? Details for signed-in users only. */
export function healthRoutes({ ai, auth, config }: AppDeps) {
  return new Hono().post("/openai-check", rateLimit({ max: 10, windowMs: 60_000, trustProxy: config.trustProxy }), async (c) => {
    const [check, session] = await Promise.all([ai.check(), auth.api.getSession({ headers: c.req.raw.headers })]);
    return c.json(session ? check : forAnonymous(check));
  });
}
