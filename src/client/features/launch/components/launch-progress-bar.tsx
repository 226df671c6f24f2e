import { cn } from "@/client/lib/cn";

/** The launch panel's bar: determinate once counts are known, a pulsing stripe before that. */
export function LaunchProgressBar({ percent }: { percent: number | null }) {
  return (
    <div className="flex items-center gap-3">
      <div
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label="Launch progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        data-testid="launch-progress"
      >
        <div
          className={cn("h-full rounded-full bg-brand-600 transition-[width] duration-500 ease-out", percent === null && "w-1/4 animate-pulse")}
          style={percent === null ? undefined : { width: `${Math.max(2, percent)}%` }}
        />
      </div>
      <span className="w-10 text-right text-xs font-medium text-slate-500 tabular-nums">{percent === null ? "" : `${percent}%`}</span>
    </div>
  );
}
