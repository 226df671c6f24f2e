import { LAUNCH_POLL, LAUNCH_PROGRESS_HIDE_MS, LAUNCH_RETRY } from "../../../shared/constants";
import { normalizeRunStatus, type RunStatus } from "../../../shared/run-status";
import type { CampaignStatusAnswer } from "../../../shared/schemas/launch";
import { isProviderWaiting } from "../../../shared/provider-waiting";
import type { StatusTarget } from "./api/get-campaign-status";
import type { LaunchStart } from "./api/launch-reply";
import { isFatalStatusError, pollDelayMs, progressOf, type LaunchProgress } from "./launch-polling";

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
  /**
   * The open run waits without anyone pausing it ("Paused: the data disk is almost full (168 MB free)", "Waiting for
   * the AI provider: …"); polling goes on.
   */
  pausedNote: string | null;
};

/** request: the POST failed; run: the run ended failed; status: the run could no longer be found. */
export type FailureKind = "request" | "run" | "status";

export type LaunchControllerDeps = {
  postLaunch: (campaignId: string, options: { dedupeKey: string; signal: AbortSignal }) => Promise<LaunchStart>;
  fetchStatus: (target: StatusTarget) => Promise<CampaignStatusAnswer>;
  onProgress?: (progress: LaunchProgress) => void;
  onCompleted?: () => void;
  onFailed?: (message: string, kind: FailureKind) => void;
  newDedupeKey?: () => string;
};

export const INITIAL_LAUNCH_STATE: LaunchState = {
  phase: "idle",
  runId: null,
  progress: null,
  barVisible: false,
  error: null,
  runNote: null,
  statusUnavailable: false,
  pausedNote: null,
};

export const isBusyPhase = (phase: LaunchPhase) => phase === "queued" || phase === "running";
const isOpenRun = (status: RunStatus) => status === "queued" || status === "running";
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * The launch flow of spec 4 as a small state machine with no React in it: mark queued, post the launch
 * (polling the campaign every 1500 ms while that request is in flight), then poll the run's status with
 * a growing delay until it completes or fails. Every launch bumps a generation counter; an answer that
 * arrives for an older generation is dropped, so a newer launch invalidates older polling.
 */
export function createLaunchController(campaignId: string, deps: LaunchControllerDeps) {
  let state = INITIAL_LAUNCH_STATE;
  let generation = 0;
  let posting: AbortController | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const newDedupeKey = deps.newDedupeKey ?? (() => crypto.randomUUID());

  const set = (patch: Partial<LaunchState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
    return timer;
  };
  const clearTimers = () => {
    timers.forEach(clearTimeout);
    timers.clear();
    hideTimer = null;
  };
  /** Starts a new generation: pending timers, polls and the in-flight request of the old one are dropped. */
  const nextGeneration = () => {
    generation += 1;
    clearTimers();
    posting?.abort();
    posting = null;
    return generation;
  };
  const isCurrent = (gen: number) => gen === generation;

  function showProgress(progress: LaunchProgress) {
    deps.onProgress?.(progress);
    if (progress.percent < 100) {
      if (hideTimer) clearTimeout(hideTimer);
      hideTimer = null;
      set({ progress, barVisible: true });
      return;
    }
    set({ progress });
    hideTimer ??= later(LAUNCH_PROGRESS_HIDE_MS, () => set({ barVisible: false }));
  }

  function complete(progress: LaunchProgress, runNote: string | null) {
    set({ phase: "completed", error: null, runNote, statusUnavailable: false, pausedNote: null });
    showProgress({ ...progress, processed: progress.total, remaining: 0, percent: 100, etaMs: 0 });
    deps.onCompleted?.();
  }

  function fail(message: string, kind: FailureKind) {
    nextGeneration();
    // Spec 4: on failure the progress is cleared.
    set({ phase: "failed", progress: null, barVisible: false, error: message, runNote: null, statusUnavailable: false });
    deps.onFailed?.(message, kind);
  }

  function applyStatus(gen: number, answer: CampaignStatusAnswer, round: number) {
    // A launch from another tab took this run's work over: follow the newer run, it is not a failure.
    if (answer.superseded_by) {
      set({ runId: answer.superseded_by, phase: "running", statusUnavailable: false });
      return poll(gen, -1, 0);
    }
    set({ runId: answer.runId ?? answer.run_id ?? state.runId, statusUnavailable: false });
    // A run the user paused makes no progress until it is launched again: polling it would only spin. A run waiting
    // for disk space or for a failing AI provider resumes by itself: keep following it, saying why it stands still.
    const waiting = (answer.status === "paused" && answer.pause_reason) || isProviderWaiting(answer.error) ? answer.error : null;
    if (answer.status === "paused" && !waiting) {
      nextGeneration();
      set({ phase: "paused", barVisible: false, pausedNote: null });
      return;
    }
    const status = normalizeRunStatus(answer.status);
    if (status === "completed") return complete(progressOf(answer), answer.error);
    if (status === "failed") return fail(answer.error || "Campaign run failed", "run");
    set({ phase: status === "queued" ? "queued" : "running", pausedNote: waiting });
    if (answer.total > 0) showProgress(progressOf(answer));
    poll(gen, round + 1);
  }

  /** Status poll number `round`, by run when there is one, else by campaign (spec 4). */
  function poll(gen: number, round: number, delay = pollDelayMs(round)) {
    later(delay, async () => {
      if (!isCurrent(gen)) return;
      let answer: CampaignStatusAnswer;
      try {
        answer = await deps.fetchStatus({ campaignId, runId: state.runId });
      } catch (error) {
        if (!isCurrent(gen)) return;
        if (isFatalStatusError(statusOf(error))) return fail(messageOf(error), "status");
        set({ statusUnavailable: true });
        return poll(gen, round + 1);
      }
      if (isCurrent(gen)) applyStatus(gen, answer, round);
    });
  }

  /** Spec 9: while the launch request is in flight, look at the campaign's run every 1500 ms. */
  function watchWhilePosting(gen: number, request: AbortController) {
    const stillPosting = () => isCurrent(gen) && posting === request;
    const tick = async () => {
      if (!stillPosting()) return;
      try {
        const answer = await deps.fetchStatus({ campaignId, runId: null });
        if (stillPosting() && answer.status !== "paused" && isOpenRun(normalizeRunStatus(answer.status)) && answer.total > 0) {
          set({ phase: "running" });
          showProgress(progressOf(answer));
        }
      } catch {
        // The launch request's own answer decides what happens; a failed peek changes nothing.
      }
      if (stillPosting()) later(LAUNCH_RETRY.requestPollMs, tick);
    };
    later(LAUNCH_POLL.pendingLookupMs, tick);
  }

  async function launch() {
    const gen = nextGeneration();
    set({ ...INITIAL_LAUNCH_STATE, phase: "queued", barVisible: true });
    const request = new AbortController();
    posting = request;
    watchWhilePosting(gen, request);
    let start: LaunchStart;
    try {
      start = await deps.postLaunch(campaignId, { dedupeKey: newDedupeKey(), signal: request.signal });
    } catch (error) {
      if (isCurrent(gen)) fail(messageOf(error), "request");
      return;
    }
    if (!isCurrent(gen)) return;
    posting = null;
    clearTimers();
    if (start.runId) set({ runId: start.runId });
    const status = normalizeRunStatus(start.status);
    if (!start.keepPolling && status === "completed") return complete(progressOf(start), null);
    if (!start.keepPolling && status === "failed") return fail("Campaign run failed", "run");
    set({ phase: status === "queued" ? "queued" : "running" });
    if (start.total > 0) showProgress(progressOf(start));
    poll(gen, 0);
  }

  /** Follows a run that is already going (the page was opened mid-launch): poll at once, then as usual. */
  function watch(runId: string | null = null) {
    const gen = nextGeneration();
    set({ ...INITIAL_LAUNCH_STATE, phase: "running", runId, barVisible: true });
    poll(gen, -1, 0); // round -1 at once, so the usual 1000, 1600, ... follow
  }

  /** Stops following without a verdict (after the user paused or stopped the campaign). */
  function halt(phase: "idle" | "paused" = "idle") {
    nextGeneration();
    set({ ...INITIAL_LAUNCH_STATE, phase });
  }

  return {
    launch,
    watch,
    halt,
    /** Drops timers and pending answers (the page unmounted); the controller starts over from idle. */
    cancel: () => halt("idle"),
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type LaunchController = ReturnType<typeof createLaunchController>;
