import type { Logger } from "pino";

/** Of the grace period, the share work in flight gets to finish; the rest writes its results and closes the database. */
const WORK_SHARE = 0.5;

/**
 * SIGTERM / SIGINT: runs `stop` (given how long work in flight may still run) and exits 0, or exits 1 once
 * `graceMs` have passed whatever is still running: the process never outlives its grace period, so an orchestrator's
 * restart finds the data directory free (its lock names a pid that is gone).
 */
export function exitOnSignals(logger: Logger, graceMs: number, stop: (workMs: number) => Promise<void>) {
  let stopping = false;
  const handle = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceMs }, "shutting down");
    setTimeout(() => {
      logger.error({ graceMs }, "shutdown took longer than its grace period; exiting now");
      process.exit(1);
    }, graceMs).unref();
    stop(Math.round(graceMs * WORK_SHARE)).then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => handle("SIGINT"));
  process.on("SIGTERM", () => handle("SIGTERM"));
}
