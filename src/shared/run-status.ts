export const RUN_STATUSES = ["queued", "running", "completed", "failed"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

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

export const isTerminalRunStatus = (status: RunStatus) => status === "completed" || status === "failed";
