import { normalizeRunStatus } from "../../../shared/run-status";
import type { CampaignStatusAnswer } from "../../../shared/schemas/launch";
import type { StatusTarget } from "./api/get-campaign-status";
import { sleep as defaultSleep } from "./api/launch-campaign";
import { isFatalStatusError, pollDelayMs } from "./launch-polling";

type FollowOptions = {
  fetchStatus: (target: StatusTarget) => Promise<CampaignStatusAnswer>;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  signal?: AbortSignal;
  /** About 5 minutes at the 10 s ceiling: a regeneration that takes longer is left to the Refresh action. */
  maxRounds?: number;
};

/**
 * Polls one run (a single microsite's regeneration) with the launch delays until it completes or fails.
 * Resolves with the final answer, or null when it gave up (lost run, too long, cancelled).
 */
export async function followRun(target: StatusTarget, options: FollowOptions): Promise<CampaignStatusAnswer | null> {
  const { fetchStatus, sleep = defaultSleep, signal, maxRounds = 35 } = options;
  for (let round = 0; round < maxRounds; round++) {
    try {
      await sleep(pollDelayMs(round), signal);
    } catch {
      return null;
    }
    try {
      const answer = await fetchStatus(target);
      const status = normalizeRunStatus(answer.status);
      if (status === "completed" || status === "failed") return answer;
    } catch (error) {
      if (isFatalStatusError((error as { status?: number }).status)) return null;
    }
  }
  return null;
}
