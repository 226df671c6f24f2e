import { percentOf, remainingOf } from "@/shared/launch-progress";
import { normalizeRunStatus, type RunStatus } from "@/shared/run-status";
import type { CampaignStatusAnswer } from "@/shared/schemas/launch";

/** What the launch panel needs from a POST /api/launch-campaign answer, whatever spelling the server used. */
export type LaunchStart = {
  runId: string | null;
  /** The answer's status in any spelling of spec 4, folded once here (an unknown one reads as running). */
  status: RunStatus;
  processed: number;
  total: number;
  remaining: number;
  percent: number;
  etaMs: number | null;
  /** Spec 7: a 202 or remaining above 0 means keep polling. */
  keepPolling: boolean;
  /** The request timed out (504 or `timed_out`): the launch counts as running in the background. */
  background: boolean;
};

/** A launch request that failed for good, with the spec's message and the HTTP status (0 = no answer). */
export class LaunchRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "LaunchRequestError";
  }
}

const PREVIEW_CHARS = 120;
export const UNEXPECTED_PAYLOAD = "launch-campaign returned unexpected payload";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);

/**
 * Spec 8: a reply that is not JSON at all is reported with a preview (a proxy's HTML error page says
 * what went wrong); a reply that claims to be JSON but does not parse is "invalid JSON".
 */
export function parseLaunchBody(status: number, contentType: string | null, body: string): unknown {
  if (!/\bjson\b/i.test(contentType ?? "")) {
    const preview = body.replace(/\s+/g, " ").trim().slice(0, PREVIEW_CHARS);
    throw new LaunchRequestError(`launch-campaign returned non-JSON (${status}). Preview: ${preview}`, status);
  }
  try {
    return JSON.parse(body);
  } catch {
    throw new LaunchRequestError("invalid JSON", status);
  }
}

/** Spec 8: the reply's error field is the message, else "launch-campaign failed (status)". */
export function launchFailure(status: number, body: unknown): LaunchRequestError {
  const message = isObject(body) ? text(body.error) : null;
  return new LaunchRequestError(message ?? `launch-campaign failed (${status})`, status);
}

/** Spec 5: numbers processed and total, or a totals object (total or staged; processed, generated or completed). */
function readCounts(body: Json): { processed: number; total: number } | null {
  const processed = num(body.processed);
  const total = num(body.total);
  if (processed !== null && total !== null) return { processed, total };
  if (!isObject(body.totals)) return null;
  const t = body.totals;
  const fromTotals = { processed: num(t.processed) ?? num(t.generated) ?? num(t.completed), total: num(t.total) ?? num(t.staged) };
  return fromTotals.processed !== null && fromTotals.total !== null ? { processed: fromTotals.processed, total: fromTotals.total } : null;
}

/** A successful answer read into a LaunchStart, or 'launch-campaign returned unexpected payload'. */
export function readLaunchStart(status: number, body: unknown): LaunchStart {
  const counts = isObject(body) ? readCounts(body) : null;
  if (!isObject(body) || !counts) {
    throw new LaunchRequestError((isObject(body) && text(body.error)) || UNEXPECTED_PAYLOAD, status);
  }
  const remaining = num(body.remaining) ?? remainingOf(counts);
  const avgMs = num(body.avg_ms);
  return {
    runId: text(body.runId) ?? text(body.run_id),
    status: normalizeRunStatus(text(body.status) ?? (body.queued === true ? "queued" : "running")),
    ...counts,
    remaining,
    percent: percentOf(counts),
    etaMs: num(body.etaMs) ?? (avgMs !== null ? avgMs * remaining : null),
    keepPolling: status === 202 || remaining > 0,
    background: body.timed_out === true,
  };
}

/** One answer of POST /api/launch-campaign: a 2xx read into a LaunchStart, anything else thrown with the spec's message. */
export function readLaunchReply(status: number, contentType: string | null, body: string): LaunchStart {
  const parsed = parseLaunchBody(status, contentType, body);
  if (status >= 200 && status < 300) return readLaunchStart(status, parsed);
  throw launchFailure(status, parsed);
}

/** The run a status answer is about, in either spelling (spec 7). */
export const runIdOf = (answer: Pick<CampaignStatusAnswer, "runId"> & { run_id?: string | null }): string | null => answer.runId ?? answer.run_id ?? null;

/** A 504 that outlived every retry: the server may well be working, so the client polls by campaign. */
export const backgroundStart = (): LaunchStart => ({
  runId: null,
  status: "running",
  processed: 0,
  total: 0,
  remaining: 0,
  percent: 0,
  etaMs: null,
  keepPolling: true,
  background: true,
});
