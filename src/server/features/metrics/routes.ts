import { Hono, type Context } from "hono";
import { metricEventSchema } from "../../../shared/schemas/metrics";
import { isUuid } from "../../../shared/uuid";
import { ApiError, validationErrorBody } from "../../http/errors";
import type { AppDeps, AppEnv } from "../../http/env";
import { clientIp } from "../../http/client-ip";
import { requestOrigin } from "./request-origin";
import { CAMPAIGN_NOT_FOUND, getMicrositeEngagement } from "./service";

/** A beacon is a few hundred bytes; anything much larger is not ours. */
const MAX_BEACON_BYTES = 4096;

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "content-type",
  "Access-Control-Max-Age": "86400",
};

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

const fail = (c: Context, status: 400 | 404 | 413 | 503, error: string, issues?: unknown[]) =>
  c.json(issues ? { error, issues } : { error }, status, CORS_HEADERS);

const tooMany = (c: Context, retryAfter: number, error: string) =>
  c.json({ error }, 429, { ...CORS_HEADERS, "Retry-After": String(retryAfter) });

/**
 * POST /api/log-metric (PUBLIC): the microsite's tracking beacon. Reads the JSON body whatever its content type
 * (navigator.sendBeacon posts text/plain), rate limits per client address then per microsite (shared by every web
 * process on PostgreSQL), checks the event against a live microsite whose slug, campaign and contact match, and
 * answers 204 once the event is buffered. The page-load token (`pv`) dates the page for the instant-click rule.
 * Open to any origin (the microsite host may differ from the app's) and never uses cookies.
 */
export function logMetricRoutes({ metrics, config }: AppDeps) {
  return new Hono()
    .options("/", (c) => c.body(null, 204, CORS_HEADERS))
    .post("/", async (c) => {
      const origin = requestOrigin(c, clientIp(c, config.trustProxy), metrics.visitorKey);
      const visitorWait = await metrics.limits.perVisitor(origin.visitor);
      if (visitorWait !== null) return tooMany(c, visitorWait, "Too many events from this address; slow down");

      const raw = await readSmallBody(c, MAX_BEACON_BYTES);
      if (raw === null) return fail(c, 413, "Event is too large");
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return fail(c, 400, "Body must be a JSON metric event");
      }
      const parsed = metricEventSchema.safeParse(body);
      if (!parsed.success) {
        const { error, issues } = validationErrorBody(parsed.error);
        return fail(c, 400, error, issues);
      }
      const event = parsed.data;

      const micrositeWait = await metrics.limits.perMicrosite(event.slug);
      if (micrositeWait !== null) return tooMany(c, micrositeWait, "Too many events for this microsite; slow down");
      const servedAt = metrics.visitTokens.servedAt(event.pv, event.slug);
      const result = await metrics.ingest.accept(event, { ...origin, servedAt });
      if (result === "not-found") return fail(c, 404, "Microsite not found");
      if (result === "closed") return fail(c, 503, "Server is shutting down");
      return c.body(null, 204, CORS_HEADERS);
    });
}

/** GET /api/campaigns/:id/engagement: per-microsite views, clicks, time on page, last viewed, and the totals. */
export function campaignEngagementRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/:id/engagement", async (c) => {
    const id = c.req.param("id");
    if (!isUuid(id)) throw new ApiError(404, CAMPAIGN_NOT_FOUND);
    return c.json(await getMicrositeEngagement(db, c.var.user.id, id));
  });
}
