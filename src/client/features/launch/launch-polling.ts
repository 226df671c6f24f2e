import { LAUNCH_POLL } from "../../../shared/constants";
import type { CampaignStatusAnswer } from "../../../shared/schemas/launch";

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

/** A lost run or campaign (or a bad request) will not come back by asking again; anything else might. */
export const isFatalStatusError = (status: number | undefined) =>
  status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
