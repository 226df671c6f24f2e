/** Why a page's generation was abandoned: its run was stopped, or this process is shutting down. */
export type StopReason = "run-stopped" | "shutdown";

/** Run ids remembered as stopped: enough for every run a batch in flight can name. */
const REMEMBERED_STOPS = 1000;

/**
 * The abort signals of this process's generation work: a run's pages in flight are aborted when the run is stopped
 * (their requests to the provider are cancelled, pages waiting for a permit never send one), and all of them when
 * the process shuts down. `stopReason` tells the batch handler which one happened to a page.
 */
export function createWorkCancellation() {
  const shutdown = new AbortController();
  const active = new Map<string, { controller: AbortController; pages: number }>();
  const stopped = new Set<string>();

  return {
    /** A signal for one page of `runId`, and `done()` once the page is settled. */
    forRun(runId: string): { signal: AbortSignal; done: () => void } {
      let entry = active.get(runId);
      if (!entry) active.set(runId, (entry = { controller: new AbortController(), pages: 0 }));
      entry.pages += 1;
      // A run stopped after this batch claimed its pages, before they were registered here.
      if (stopped.has(runId)) entry.controller.abort("run-stopped");
      const current = entry;
      return {
        signal: AbortSignal.any([current.controller.signal, shutdown.signal]),
        done() {
          current.pages -= 1;
          if (current.pages === 0 && active.get(runId) === current) active.delete(runId);
        },
      };
    },

    /** The runs were stopped (Stop pressed, in this process or another): abort their pages in flight here. */
    stopRuns(runIds: string[]) {
      for (const runId of runIds) {
        stopped.delete(runId);
        stopped.add(runId);
        active.get(runId)?.controller.abort("run-stopped");
      }
      while (stopped.size > REMEMBERED_STOPS) stopped.delete(stopped.values().next().value as string);
    },

    /** Shutdown: abort every page in flight in this process. */
    shutdown() {
      shutdown.abort("shutdown");
    },

    stopReason(runId: string, signal: AbortSignal): StopReason | null {
      if (!signal.aborted) return null;
      return stopped.has(runId) ? "run-stopped" : "shutdown";
    },
  };
}

export type WorkCancellation = ReturnType<typeof createWorkCancellation>;
