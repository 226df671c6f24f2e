import { normalizeRunStatus, type RunStatus } from "@/shared/run-status";
import { isProviderWaiting } from "@/shared/provider-waiting";
import type { CampaignStatusAnswer } from "@/shared/schemas/launch";
import { runIdOf, type LaunchStart } from "./api/launch-reply";
import { isFatalStatusError, isPausedByUser, progressOf, type LaunchProgress } from "./launch-polling";

export type LaunchPhase = "idle" | "queued" | "running" | "completed" | "failed" | "paused";

export type LaunchState = {
  phase: LaunchPhase;
  runId: string | null;
  progress: LaunchProgress | null;
  /** The progress bar: shown while busy, hidden 1200 ms after reaching 100 % (spec 2). */
  barVisible: boolean;
  /** Why the launch failed: the request's error or the run's. */
  error: string | null;
  /** A note carried by a run that completed with some failures ("2 of 5 microsites failed: ..."). */
  runNote: string | null;
  /** The last status poll failed for a passing reason; polling goes on. */
  statusUnavailable: boolean;
  /** The open run waits without anyone pausing it ("Paused: the data disk is almost full (168 MB free)"); polling goes on. */
  pausedNote: string | null;
};

/** request: the POST failed; run: the run ended failed; status: the run could no longer be found. */
export type FailureKind = "request" | "run" | "status";

export const isBusyPhase = (phase: LaunchPhase) => phase === "queued" || phase === "running";

/**
 * What the launch panel is doing, set by its events: a launch posted (posting), then the run followed (following),
 * or an outcome known without polling (the launch request failed, or answered a finished run), or stopped by the user.
 * Every launch or follow has its own `key`: answers and requests of an older one are never read again.
 */
export type LaunchSession =
  | { kind: "idle" | "paused"; key: string }
  | { kind: "posting"; key: string }
  | { kind: "following"; key: string; runId: string | null; start: LaunchStart | null; immediate: boolean }
  | { kind: "failed"; key: string; error: string; failure: FailureKind }
  | { kind: "completed"; key: string; runId: string | null; progress: LaunchProgress };

/** What a status poll has told so far: the last answer (null: none yet) and whether the last poll failed. */
export type PollView = { answer: CampaignStatusAnswer | null; error: Error | null };

export type LaunchView = { state: Omit<LaunchState, "barVisible"> & { barShown: boolean }; outcome: { kind: "completed" } | { kind: "failed"; failure: FailureKind; message: string } | null };

const BLANK = { runId: null, progress: null, error: null, runNote: null, statusUnavailable: false, pausedNote: null };
const openPhase = (status: RunStatus) => (status === "queued" ? "queued" : "running");
const completedProgress = (progress: LaunchProgress): LaunchProgress => ({ ...progress, processed: progress.total, remaining: 0, percent: 100, etaMs: 0 });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function failedView(message: string, failure: FailureKind): LaunchView {
  // Spec 4: on failure the progress is cleared.
  return { state: { ...BLANK, phase: "failed", error: message, barShown: false }, outcome: { kind: "failed", failure, message } };
}

function completedView(runId: string | null, progress: LaunchProgress, runNote: string | null): LaunchView {
  return { state: { ...BLANK, phase: "completed", runId, progress: completedProgress(progress), runNote, barShown: true }, outcome: { kind: "completed" } };
}

/** Spec 9: while the launch request is in flight, a look at the campaign shows the run's progress once it has some. */
function postingView(lookup: CampaignStatusAnswer | null): LaunchView {
  const open = lookup && lookup.status !== "paused" && ["queued", "running"].includes(normalizeRunStatus(lookup.status)) && lookup.total > 0;
  if (open) return { state: { ...BLANK, phase: "running", progress: progressOf(lookup), barShown: true }, outcome: null };
  return { state: { ...BLANK, phase: "queued", barShown: true }, outcome: null };
}

/** A followed run as its polls describe it (spec 4): by the launch's own answer until the first poll answered. */
function followingView(session: Extract<LaunchSession, { kind: "following" }>, poll: PollView): LaunchView {
  const { answer, error } = poll;
  if (error && isFatalStatusError(error)) return failedView(messageOf(error), "status");
  const start = session.start;
  const startProgress = start && start.total > 0 ? progressOf(start) : null;
  if (!answer) {
    return { state: { ...BLANK, phase: start ? openPhase(start.status) : "running", runId: session.runId, progress: startProgress, statusUnavailable: Boolean(error), barShown: true }, outcome: null };
  }
  const runId = runIdOf(answer) ?? session.runId;
  // A launch from another tab took this run's work over: the newer run is followed next, it is not a failure.
  if (answer.superseded_by) return { state: { ...BLANK, phase: "running", runId: answer.superseded_by, progress: startProgress, barShown: true }, outcome: null };
  // A run the user paused makes no progress until it is launched again; a run waiting for disk space resumes by itself.
  if (isPausedByUser(answer)) return { state: { ...BLANK, phase: "paused", runId, barShown: false }, outcome: null };
  const status = normalizeRunStatus(answer.status);
  if (status === "completed") return completedView(runId, progressOf(answer), answer.error);
  if (status === "failed") return failedView(answer.error || "Campaign run failed", "run");
  return {
    state: {
      ...BLANK,
      phase: openPhase(status),
      runId,
      progress: answer.total > 0 ? progressOf(answer) : startProgress,
      statusUnavailable: Boolean(error),
      // A run waiting for disk space or for a failing AI provider resumes by itself: it is followed, saying why it stands still.
      pausedNote: (answer.status === "paused" && answer.pause_reason) || isProviderWaiting(answer.error) ? answer.error : null,
      barShown: true,
    },
    outcome: null,
  };
}

/** The launch panel's state from the session and what its queries answered. */
export function launchViewOf(session: LaunchSession, poll: PollView, lookup: CampaignStatusAnswer | null): LaunchView {
  switch (session.kind) {
    case "idle":
    case "paused":
      return { state: { ...BLANK, phase: session.kind, barShown: false }, outcome: null };
    case "posting":
      return postingView(lookup);
    case "failed":
      return failedView(session.error, session.failure);
    case "completed":
      return completedView(session.runId, session.progress, null);
    case "following":
      return followingView(session, poll);
  }
}
