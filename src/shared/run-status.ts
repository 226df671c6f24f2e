export const RUN_STATUSES = ["queued", "running", "completed", "failed"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** What a launch_runs row stores (a CHECK constraint enforces it): the four states plus 'paused' and 'cancelled' (stopped), which the client folds into running and failed. */
export const STORED_RUN_STATUSES = [...RUN_STATUSES, "paused", "cancelled"] as const;
export type StoredRunStatus = (typeof STORED_RUN_STATUSES)[number];
/** A run still handing out work. */
export const ACTIVE_RUN_STATUSES = ["queued", "running"] as const satisfies readonly StoredRunStatus[];

// Spec 4: the vocabulary the launch endpoint may answer with, folded into four states.
const QUEUED = ["queued", "empty", "pending", "enqueued", "not_found", "idle"];
const COMPLETED = ["completed", "complete", "succeeded", "finished", "done"];
const FAILED = ["failed", "error", "errored", "aborted", "cancelled"];

/** Any unknown or missing value counts as running, so the client keeps polling. */
export function normalizeRunStatus(value: unknown): RunStatus {
  const status = typeof value === "string" ? value.trim().toLowerCase() : "";
  if (QUEUED.includes(status)) return "queued";
  if (COMPLETED.includes(status)) return "completed";
  if (FAILED.includes(status)) return "failed";
  return "running";
}

/** How a run ends: the run finalizer closes an open run as one of these. */
export type TerminalRunStatus = Extract<RunStatus, "completed" | "failed">;
export const isTerminalRunStatus = (status: RunStatus): status is TerminalRunStatus => status === "completed" || status === "failed";

/**
 * A launch run generates a campaign's pages and drives its launch_status and launch panel; a regeneration
 * run re-writes one page and is followed only by the row that asked for it.
 */
export const RUN_KINDS = ["launch", "regeneration"] as const;
export type RunKind = (typeof RUN_KINDS)[number];
