import { metricEventSchema } from "@/shared/schemas/metrics";
import { validationErrorBody } from "@/server/http/errors";
import type { RequestOrigin } from "./ingest";
import type { MetricsRuntime } from "./runtime";

/** A beacon is a few hundred bytes; anything much larger is not ours. */
export const MAX_BEACON_BYTES = 4096;

/** Every answer of the beacon endpoint: open to any origin (the microsite host may differ from the app's), never cached. */
export const BEACON_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "content-type",
  "Access-Control-Max-Age": "86400",
};

export type BeaconAnswer =
  | { status: 204 }
  | { status: 400 | 404 | 413 | 429 | 503; body: { error: string; issues?: unknown[] }; retryAfter?: number };

const refuse = (status: 400 | 404 | 413 | 503, error: string, issues?: unknown[]): BeaconAnswer => ({ status, body: issues ? { error, issues } : { error } });
const tooMany = (retryAfter: number, error: string): BeaconAnswer => ({ status: 429, body: { error }, retryAfter });

/**
 * What POST /api/log-metric answers, whichever server layer received it (the Hono route, or the Node server's
 * fast path for the common case): rate limit per client address, then read the body (`readBody`: the text, or
 * null past MAX_BEACON_BYTES), validate it, rate limit per microsite, check it against a live microsite whose slug,
 * campaign and contact match, and buffer it. The page-load token (`pv`) dates the page for the instant-click rule.
 */
export async function answerBeacon(metrics: MetricsRuntime, origin: RequestOrigin, readBody: () => Promise<string | null>): Promise<BeaconAnswer> {
  const visitorWait = await metrics.limits.perVisitor(origin.visitor);
  if (visitorWait !== null) return tooMany(visitorWait, "Too many events from this address; slow down");

  const raw = await readBody();
  if (raw === null) return refuse(413, "Event is too large");
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return refuse(400, "Body must be a JSON metric event");
  }
  const parsed = metricEventSchema.safeParse(body);
  if (!parsed.success) {
    const { error, issues } = validationErrorBody(parsed.error);
    return refuse(400, error, issues);
  }
  const event = parsed.data;

  const micrositeWait = await metrics.limits.perMicrosite(event.slug);
  if (micrositeWait !== null) return tooMany(micrositeWait, "Too many events for this microsite; slow down");
  const servedAt = metrics.visitTokens.servedAt(event.pv, event.slug);
  const result = await metrics.ingest.accept(event, { ...origin, servedAt });
  if (result === "not-found") return refuse(404, "Microsite not found");
  if (result === "closed") return refuse(503, "Server is shutting down");
  return { status: 204 };
}
