import type { UsageMeter } from "../ai/provider";

// Shares of the job's expireInSeconds: pages may send their first request during the first half of it; whatever is
// still being written at 85 % goes back to the queue, so the handler has settled before pg-boss expires the jobs.
const START_SHARE = 0.5;
const STOP_SHARE = 0.85;

/**
 * The time one generation batch has (issue 24 item 5): a batch sized for a fast provider (AI_MAX_CONCURRENCY pages)
 * can take a slow local model hours, and pg-boss fails a batch still running at its expire and runs it again. So work
 * is sized by time as well as count: a page not started by `startBy` and every page still in flight at `stop` is
 * given back unwritten (its answers already received are kept in drafts) and queued again.
 */
export function startBatchBudget(expireMs: number) {
  const starting = new AbortController();
  const stopping = new AbortController();
  const timers = [
    setTimeout(() => starting.abort(new Error("The batch has no time left to start this page")), expireMs * START_SHARE),
    setTimeout(() => stopping.abort(new Error("The batch ran out of time")), expireMs * STOP_SHARE),
  ];
  return {
    /** The page's own signal (Stop, shutdown) joined with the batch's hard stop. */
    pageSignal: (own: AbortSignal) => AbortSignal.any([own, stopping.signal]),
    /** A meter that tells the provider to give up on a page that has not sent a request by the start deadline. */
    meter: (meter: UsageMeter): UsageMeter => Object.assign(meter, { startBy: starting.signal }),
    /** Whether this page was abandoned for lack of time (not started in time, or still in flight at the stop). */
    ranOut: (meter: UsageMeter) => stopping.signal.aborted || (starting.signal.aborted && !meter.started),
    dispose() {
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

export type BatchBudget = ReturnType<typeof startBatchBudget>;
