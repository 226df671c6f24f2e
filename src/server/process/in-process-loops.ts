import type { Logger } from "pino";

/** Work one process repeats on a timer for itself. */
export type InProcessLoop = { name: string; everyMs: number; run: () => Promise<unknown> };

export type RunningLoops = { stop(): Promise<void> };

/**
 * Starts loops: a tick waits for the previous one (a slow database does not pile them up), a failed tick is logged
 * and the next runs as usual, and no timer keeps the process alive. `stop` waits for the ticks in flight.
 */
export function startLoops(loops: InProcessLoop[], logger: Logger): RunningLoops {
  const running = loops.map((loop) => {
    let tick: Promise<void> | null = null;
    const timer = setInterval(() => {
      tick ??= loop
        .run()
        .then(() => undefined)
        .catch((error) => logger.error({ err: error, loop: loop.name }, `${loop.name} failed`))
        .finally(() => (tick = null));
    }, loop.everyMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await tick;
    };
  });
  return { stop: async () => void (await Promise.all(running.map((stop) => stop()))) };
}

/** A worker's heartbeat in worker_processes: only the worker itself can say it is alive (jobs/worker-registry.ts). */
export const heartbeatLoop = (beat: () => Promise<void>, everySeconds: number): InProcessLoop => ({ name: "worker heartbeat", everyMs: everySeconds * 1000, run: beat });
