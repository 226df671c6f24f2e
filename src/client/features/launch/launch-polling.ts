import type { Query, QueryKey, QueryObserverOptions } from "@tanstack/react-query";
import { LAUNCH_POLL, LAUNCH_RETRY } from "@/shared/constants";
import { isTerminalRunStatus, normalizeRunStatus } from "@/shared/run-status";
import type { CampaignStatusAnswer } from "@/shared/schemas/launch";
import { getCampaignStatus, type StatusTarget } from "./api/get-campaign-status";
import { runIdOf } from "./api/launch-reply";

/**
 * Delay before status poll number `round` (0-based): 1000 ms, then x1.6 per round, kept within
 * 1000-10000 ms (spec 9). A short launch shows progress quickly; a long one does not hammer the server.
 */
export function pollDelayMs(round: number): number {
  const delay = LAUNCH_POLL.firstDelayMs * LAUNCH_POLL.factor ** round;
  return Math.round(Math.min(LAUNCH_POLL.maxMs, Math.max(LAUNCH_POLL.minMs, delay)));
}

export type LaunchProgress = {
  processed: number;
  total: number;
  remaining: number;
  percent: number;
  etaMs: number | null;
  /** Pages being taken over from a worker that died (0 when the answer does not say). */
  recovering: number;
};

export const progressOf = (answer: Pick<CampaignStatusAnswer, "processed" | "total" | "remaining" | "percent" | "etaMs"> & { recovering?: number }): LaunchProgress => ({
  processed: answer.processed,
  total: answer.total,
  remaining: answer.remaining,
  percent: answer.percent,
  etaMs: answer.etaMs,
  recovering: answer.recovering ?? 0,
});

export const statusCodeOf = (error: unknown) => (error as { status?: number } | null)?.status;

/** A lost run or campaign (or a bad request) will not come back by asking again; anything else might. */
export const isFatalStatusError = (error: unknown) => {
  const status = statusCodeOf(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
};

/** A run the user paused (not one waiting for disk space, which resumes by itself). */
export const isPausedByUser = (answer: CampaignStatusAnswer) => answer.status === "paused" && !answer.pause_reason;

/** An answer after which asking again tells nothing new: the run ended, was paused, or a newer run took it over. */
export const isSettledAnswer = (answer: CampaignStatusAnswer) =>
  Boolean(answer.superseded_by) || isPausedByUser(answer) || isTerminalRunStatus(normalizeRunStatus(answer.status));

/** The answers about one followed run; null until the first poll answered. */
export type RunPoll = CampaignStatusAnswer | null;

export type RunFollow = {
  /**
   * One key per launch or follow. A newer launch gets a new key: the older query loses its observer, so its polling
   * stops and an answer still on its way lands where nothing reads it (a newer launch invalidates older polling).
   */
  queryKey: QueryKey;
  target: StatusTarget;
  /** Ask at once (a run that was already going), else first after 1000 ms (the launch request just answered). */
  immediate: boolean;
  /** Give up after this many polls (a regeneration that takes longer is left to the Refresh action). */
  maxRounds?: number;
};

export type FetchStatus = (target: StatusTarget) => Promise<CampaignStatusAnswer>;

/** Polls asked so far; a follow that asks at once does not count that first look, so 1000, 1600, … follow it. */
export const pollRound = (query: Query<RunPoll, Error, RunPoll, QueryKey>, immediate: boolean) =>
  query.state.dataUpdateCount + query.state.errorUpdateCount - (immediate ? 1 : 0);

/** Spec 4 and 9: the run's status, by run once known, else by campaign, every 1000 ms x1.6 within 1000-10000 ms. */
export function runStatusQueryOptions(follow: RunFollow, fetchStatus: FetchStatus = getCampaignStatus): QueryObserverOptions<RunPoll, Error, RunPoll, RunPoll, QueryKey> {
  const { queryKey, target, immediate, maxRounds = Number.POSITIVE_INFINITY } = follow;
  return {
    queryKey,
    // No abort signal: a poll left behind by a newer launch may finish, its answer lands in a query nothing reads.
    queryFn: async ({ client }) => {
      // A poll by campaign learns the run's id; the next ones ask for that run.
      const previous = client.getQueryData<RunPoll>(queryKey);
      return fetchStatus({ campaignId: target.campaignId, runId: (previous && runIdOf(previous)) ?? target.runId });
    },
    // Seeded with "nothing asked yet" and never stale: the only fetches are the mount's (when immediate) and the polls.
    initialData: immediate ? undefined : null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchIntervalInBackground: true,
    refetchInterval: (query) => {
      const { data, error, status } = query.state;
      if (status === "error" && isFatalStatusError(error)) return false;
      if (data && isSettledAnswer(data)) return false;
      const round = pollRound(query, immediate);
      return round < maxRounds ? pollDelayMs(round) : false;
    },
  };
}

/** Spec 9: while the launch request is in flight, the campaign's run is looked at after 1500 ms, then every 1500 ms. */
export function pendingLookupQueryOptions(queryKey: QueryKey, campaignId: string, fetchStatus: FetchStatus = getCampaignStatus): QueryObserverOptions<RunPoll, Error, RunPoll, RunPoll, QueryKey> {
  return {
    queryKey,
    queryFn: () => fetchStatus({ campaignId, runId: null }),
    initialData: null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchIntervalInBackground: true,
    refetchInterval: (query) => (query.state.dataUpdateCount + query.state.errorUpdateCount === 0 ? LAUNCH_POLL.pendingLookupMs : LAUNCH_RETRY.requestPollMs),
  };
}
