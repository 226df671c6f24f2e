/** Progress math shared by the status endpoint and the launch panel. */

export type ProgressCounts = { processed: number; total: number };

export function remainingOf({ processed, total }: ProgressCounts): number {
  return Math.max(0, total - processed);
}

/** Whole percent, 100 only when everything is processed (a nearly done run never shows 100). */
export function percentOf({ processed, total }: ProgressCounts): number {
  if (total <= 0) return 100;
  if (processed >= total) return 100;
  return Math.min(99, Math.floor((processed / total) * 100));
}

/**
 * Time left at the observed rate. Prefers the recent rate (the last window) because a run speeds up once
 * the queue is warm and slows when the provider throttles; falls back to the whole run's average.
 * null when nothing has finished yet (no rate to go on); 0 when nothing remains.
 */
export function estimateEtaMs(input: {
  remaining: number;
  processed: number;
  elapsedMs: number;
  recentProcessed?: number;
  recentWindowMs?: number;
}): number | null {
  const { remaining, processed, elapsedMs, recentProcessed = 0, recentWindowMs = 0 } = input;
  if (remaining <= 0) return 0;
  // A handful of completions in the window is too noisy to extrapolate from.
  if (recentProcessed >= 5 && recentWindowMs > 0) return Math.round((remaining * recentWindowMs) / recentProcessed);
  if (processed <= 0 || elapsedMs <= 0) return null;
  return Math.round((remaining * elapsedMs) / processed);
}

/** "ETA 2m 05s" style text for the launch panel. */
export function formatEta(etaMs: number): string {
  const totalSeconds = Math.max(1, Math.round(etaMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, "0")}m`;
  if (minutes > 0) return `${minutes}m ${String(seconds).padStart(2, "0")}s`;
  return `${seconds}s`;
}
