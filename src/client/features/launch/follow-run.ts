import { QueryObserver, type QueryClient } from "@tanstack/react-query";
import { isTerminalRunStatus, normalizeRunStatus } from "@/shared/run-status";
import type { CampaignStatusAnswer } from "@/shared/schemas/launch";
import type { StatusTarget } from "./api/get-campaign-status";
import { isFatalStatusError, isSettledAnswer, pollRound, runStatusQueryOptions, type FetchStatus } from "./launch-polling";

type FollowOptions = {
  fetchStatus?: FetchStatus;
  /** About 5 minutes at the 10 s ceiling: a regeneration that takes longer is left to the Refresh action. */
  maxRounds?: number;
};

/**
 * Follows one run (a single microsite's regeneration) with the launch's polling until it completes or fails.
 * Resolves with the final answer, or null when it gave up (lost run, too long, paused or taken over).
 */
export function followRun(queryClient: QueryClient, target: StatusTarget, { fetchStatus, maxRounds = 35 }: FollowOptions = {}): Promise<CampaignStatusAnswer | null> {
  const observer = new QueryObserver(queryClient, runStatusQueryOptions({ queryKey: ["run-follow", target.runId], target, immediate: false, maxRounds }, fetchStatus));
  return new Promise((resolve) => {
    const unsubscribe = observer.subscribe(({ data, error, isError, isFetching }) => {
      if (isFetching) return;
      const finish = (answer: CampaignStatusAnswer | null) => {
        unsubscribe();
        resolve(answer);
      };
      if (isError && isFatalStatusError(error)) return finish(null);
      if (data && isTerminalRunStatus(normalizeRunStatus(data.status))) return finish(data);
      if ((data && isSettledAnswer(data)) || pollRound(observer.getCurrentQuery(), false) >= maxRounds) finish(null);
    });
  });
}
