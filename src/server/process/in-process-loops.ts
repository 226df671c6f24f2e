import type { Logger } from "pino";
import type { DiskGuard } from "../disk/disk-guard";
import type { MetricsRuntime } from "../features/metrics/runtime";

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

/**
 * Every loop a process runs for itself. Each is per process by nature: what it holds in memory, the disk it writes
 * to, its own liveness. Work shared by the deployment (sweeps, clean-ups, database maintenance, webhook deliveries)
 * is a pg-boss job in jobs/definitions instead. Started by startServices (web processes, workers, tests alike).
 */
export function processLoops({ metrics, disk }: { metrics: MetricsRuntime; disk: DiskGuard | null }): InProcessLoop[] {
  return [
    // Engagement events collected in this process's memory are written when due (see IngestTiming), idle visitors forgotten.
    ...metrics.ingest.loops,
    // On PostgreSQL each web process counts beacons locally and adds them to the shared rate-limit budgets.
    ...metrics.limits.perVisitor.loops,
    ...metrics.limits.perMicrosite.loops,
    ...metrics.limits.gatePerVisitor.loops,
    ...metrics.limits.gatePerPage.loops,
    // The free space of the disk this process writes to: generation pauses, uploads answer 507, while it is low.
    ...(disk ? [disk.loop] : []),
  ];
}

/** A worker's heartbeat in worker_processes: only the worker itself can say it is alive (jobs/worker-registry.ts). */
export const heartbeatLoop = (beat: () => Promise<void>, everySeconds: number): InProcessLoop => ({ name: "worker heartbeat", everyMs: everySeconds * 1000, run: beat });
