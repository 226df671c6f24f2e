import { LAUNCH_RETRY, LAUNCH_RETRYABLE_STATUSES } from "@/shared/constants";
import { CAMPAIGN_ID_MESSAGE } from "@/shared/schemas/launch";
import { isUuid } from "@/shared/uuid";
import { api } from "@/client/lib/api";
import { backgroundStart, LaunchRequestError, readLaunchReply, type LaunchStart } from "./launch-reply";

/** Wait before retry number `retry` (1-based): 1000 ms doubling, capped at 16000 ms (spec 9). */
export const launchBackoffMs = (retry: number) => Math.min(LAUNCH_RETRY.maxMs, LAUNCH_RETRY.baseMs * 2 ** (retry - 1));

const isRetryable = (error: unknown) =>
  error instanceof LaunchRequestError && (LAUNCH_RETRYABLE_STATUSES as readonly number[]).includes(error.status);

export type LaunchVariables = {
  /** Sent on every attempt, so a retry of a request the server did receive joins the same run. */
  dedupeKey: string;
  /** Aborted when a newer launch overtakes this one. */
  signal?: AbortSignal;
};

/** One attempt at POST /api/launch-campaign through the typed client; the answer is read by launch-reply.ts. */
export async function postLaunch(campaignId: string, { dedupeKey, signal }: LaunchVariables): Promise<LaunchStart> {
  if (!isUuid(campaignId)) throw new LaunchRequestError(CAMPAIGN_ID_MESSAGE, 400);
  signal?.throwIfAborted();
  let res: Response;
  try {
    res = (await api["launch-campaign"].$post(
      // Spec 7: both spellings of each field, for servers that read either.
      { json: { campaignId, campaign_id: campaignId, dedupeKey, dedupe_key: dedupeKey } },
      { init: { signal }, headers: { accept: "application/json" } },
    )) as unknown as Response;
  } catch (error) {
    if (signal?.aborted) throw new DOMException("Launch superseded", "AbortError");
    // No answer at all (offline, connection reset) is status 0: retryable.
    throw new LaunchRequestError(`launch-campaign failed (0): ${error instanceof Error ? error.message : String(error)}`, 0);
  }
  return readLaunchReply(res.status, res.headers.get("content-type"), await res.text());
}

/**
 * The launch as a mutation (spec 9): up to 5 attempts, waiting 1000 ms doubling (capped 16000 ms) after statuses 0, 429,
 * 500, 502, 503 and 504. TanStack Query counts failures from 0, so failure n is followed by retry n + 1.
 */
export const launchMutationOptions = (campaignId: string) => ({
  mutationKey: ["launch-campaign", campaignId],
  mutationFn: (variables: LaunchVariables) => postLaunch(campaignId, variables),
  retry: (failures: number, error: unknown) => failures < LAUNCH_RETRY.attempts - 1 && isRetryable(error),
  retryDelay: (failures: number) => launchBackoffMs(failures + 1),
});

/** Spec 4: a launch request that timed out (504 to the last attempt) counts as running in the background. */
export function startedInBackground(error: unknown): LaunchStart {
  if (error instanceof LaunchRequestError && error.status === 504) return backgroundStart();
  throw error;
}
