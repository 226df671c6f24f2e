import { LAUNCH_RETRY, LAUNCH_RETRYABLE_STATUSES } from "../../../../shared/constants";
import { CAMPAIGN_ID_MESSAGE } from "../../../../shared/schemas/launch";
import { isUuid } from "../../../../shared/uuid";
import { backgroundStart, launchFailure, LaunchRequestError, parseLaunchBody, readLaunchStart, type LaunchStart } from "./launch-reply";

export const LAUNCH_CAMPAIGN_PATH = "/api/launch-campaign";

/** Wait before retry number `retry` (1-based): 1000 ms doubling, capped at 16000 ms (spec 9). */
export const launchBackoffMs = (retry: number) => Math.min(LAUNCH_RETRY.maxMs, LAUNCH_RETRY.baseMs * 2 ** (retry - 1));

const isRetryable = (status: number) => (LAUNCH_RETRYABLE_STATUSES as readonly number[]).includes(status);

export type LaunchOptions = {
  /** Sent on every attempt, so a retry of a request the server did receive joins the same run. */
  dedupeKey: string;
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

const abortError = () => new DOMException("Launch superseded", "AbortError");

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(abortError());
    });
  });

type Reply = { status: number; contentType: string | null; body: string };

async function send(fetchImpl: typeof fetch, campaignId: string, dedupeKey: string, signal?: AbortSignal): Promise<Reply> {
  try {
    const res = await fetchImpl(LAUNCH_CAMPAIGN_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      // Spec 7: both spellings of each field, for servers that read either.
      body: JSON.stringify({ campaignId, campaign_id: campaignId, dedupeKey, dedupe_key: dedupeKey }),
      signal,
    });
    return { status: res.status, contentType: res.headers.get("content-type"), body: await res.text() };
  } catch (error) {
    if (signal?.aborted) throw abortError();
    // No answer at all (offline, connection reset) is status 0: retryable.
    return { status: 0, contentType: null, body: error instanceof Error ? error.message : String(error) };
  }
}

function finalFailure(reply: Reply): LaunchRequestError {
  if (reply.status === 0) return new LaunchRequestError(`launch-campaign failed (0): ${reply.body}`, 0);
  return launchFailure(reply.status, parseLaunchBody(reply.status, reply.contentType, reply.body));
}

/**
 * POST /api/launch-campaign with the spec's retries: up to 5 attempts, backing off 1000 ms doubling
 * (capped 16000 ms) on statuses 0, 429, 500, 502, 503 and 504. A 504 that persists to the last attempt
 * counts as running in the background. Other failures throw LaunchRequestError with the spec's message.
 */
export async function launchCampaign(campaignId: string, options: LaunchOptions): Promise<LaunchStart> {
  if (!isUuid(campaignId)) throw new LaunchRequestError(CAMPAIGN_ID_MESSAGE, 400);
  const { dedupeKey, signal, fetchImpl = fetch, sleep: wait = sleep } = options;
  for (let attempt = 1; ; attempt++) {
    const reply = await send(fetchImpl, campaignId, dedupeKey, signal);
    const ok = reply.status >= 200 && reply.status < 300;
    if (ok) return readLaunchStart(reply.status, parseLaunchBody(reply.status, reply.contentType, reply.body));
    const canRetry = isRetryable(reply.status) && attempt < LAUNCH_RETRY.attempts;
    if (!canRetry) {
      if (reply.status === 504) return backgroundStart();
      throw finalFailure(reply);
    }
    await wait(launchBackoffMs(attempt), signal);
  }
}
