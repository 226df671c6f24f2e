import type { Logger } from "pino";
import type { DatabaseHandle } from "./client";

const HOUR = 3600_000;

/**
 * The embedded database has no autovacuum daemon, so nothing refreshes the planner's statistics: after a big
 * import the planner keeps guessing table sizes from an empty database. ANALYZE shortly after start and then
 * hourly (it samples at most 30,000 rows per table, so it stays quick). PostgreSQL servers do this themselves.
 */
export function startPgliteMaintenance(handle: DatabaseHandle, logger: Logger, options: { firstAfterMs?: number; everyMs?: number } = {}) {
  if (handle.kind !== "pglite") return { runOnce: async () => {}, stop: () => {} };
  const pglite = handle.pglite;
  let running: Promise<void> | null = null;
  const runOnce = () => {
    running ??= pglite
      .exec("ANALYZE")
      .then(() => undefined)
      .catch((error) => logger.warn({ err: error }, "ANALYZE of the embedded database failed"))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const first = setTimeout(() => void runOnce(), options.firstAfterMs ?? 60_000);
  const every = setInterval(() => void runOnce(), options.everyMs ?? HOUR);
  first.unref();
  every.unref();
  return {
    runOnce,
    /** Stops the timers and waits for a running ANALYZE, so the database can close. */
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
