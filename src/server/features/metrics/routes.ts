import { Hono, type Context } from "hono";
import { isUuid } from "@/shared/uuid";
import { ApiError } from "@/server/http/errors";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { clientIp } from "@/server/http/client-ip";
import { answerBeacon, BEACON_HEADERS, MAX_BEACON_BYTES } from "./beacon";
import { requestOrigin } from "./request-origin";
import { CAMPAIGN_NOT_FOUND, getMicrositeEngagement } from "./service";

/**
 * The body as text, or null past `max` bytes. Beacons and fetch() declare Content-Length, which is checked before
 * reading (the fast path); a body without one (chunked) is read from the stream and abandoned past the limit.
 */
async function readSmallBody(c: Context, max: number): Promise<string | null> {
  const declared = c.req.header("content-length");
  if (declared !== undefined && !c.req.header("transfer-encoding")) return Number(declared) > max ? null : c.req.text();
  const reader = c.req.raw.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * POST /api/log-metric (PUBLIC): the microsite's tracking beacon (see answerBeacon). Reads the JSON body whatever
 * its content type (navigator.sendBeacon posts text/plain). Open to any origin and never uses cookies. The Node
 * server answers most beacons before they reach Hono (beacon-fast-path.ts); this route answers the rest (chunked
 * or oversized bodies, other paths) the same way.
 */
export function logMetricRoutes({ metrics, config }: AppDeps) {
  return new Hono()
    .options("/", (c) => c.body(null, 204, BEACON_HEADERS))
    .post("/", async (c) => {
      const origin = requestOrigin(c, clientIp(c, config.trustProxy), metrics.visitorKey);
      const answer = await answerBeacon(metrics, origin, () => readSmallBody(c, MAX_BEACON_BYTES));
      if (answer.status === 204) return c.body(null, 204, BEACON_HEADERS);
      const headers = answer.retryAfter === undefined ? BEACON_HEADERS : { ...BEACON_HEADERS, "Retry-After": String(answer.retryAfter) };
      return c.json(answer.body, answer.status, headers);
    });
}

/** GET /api/campaigns/:id/engagement: per-microsite views, clicks, time on page, last viewed, and the totals. */
export function campaignEngagementRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/:id/engagement", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw new ApiError(404, CAMPAIGN_NOT_FOUND);
    return c.json(await getMicrositeEngagement(db, c.var.scope, id));
  });
}
