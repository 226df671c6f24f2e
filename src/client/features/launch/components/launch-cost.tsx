import { CircleDollarSign, Coins } from "lucide-react";
import type { LaunchEstimate, RunUsage } from "@/shared/schemas/launch";
import { launchEstimateText, runUsageText } from "../cost-text";

type EstimateQuery = { data?: LaunchEstimate; isPending: boolean; isError: boolean };

/**
 * Under the launch panel's headline (issue 14 items 2 and 3): before a launch, what it will cost and take; once a run
 * has reached the provider, what it has cost so far.
 */
export function LaunchCost({ estimate, usage }: { estimate: EstimateQuery | null; usage: RunUsage | null }) {
  const spent = usage ? runUsageText(usage) : null;
  const ahead = estimate?.data ? launchEstimateText(estimate.data) : estimate?.isPending ? "Estimating cost and time…" : null;
  if (!ahead && !spent) return null;
  return (
    <div className="space-y-1.5 border-t border-slate-100 px-5 py-3 text-sm text-slate-600">
      {ahead ? (
        <p className="flex items-start gap-2" data-testid="launch-estimate">
          <CircleDollarSign className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden /> {ahead}
        </p>
      ) : null}
      {spent ? (
        <p className="flex items-start gap-2" data-testid="run-usage">
          <Coins className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden /> {spent}
        </p>
      ) : null}
    </div>
  );
}
