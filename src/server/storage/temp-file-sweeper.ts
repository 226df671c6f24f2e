import type { Logger } from "pino";
import type { Storage } from "./storage";

const HOURLY_MS = 60 * 60 * 1000;

/** Sweeps the storage's leftover temporary files now and every hour in this process (each machine sweeps its own DATA_DIR). */
export function startTempFileSweeper(storage: Storage, logger: Logger, intervalMs = HOURLY_MS): { stop(): void; done: Promise<void> } {
  const sweep = async () => {
    try {
      const removed = (await storage.sweepTemporaryFiles?.()) ?? 0;
      if (removed > 0) logger.info({ removed }, "removed leftover temporary files of interrupted writes");
    } catch (error) {
      logger.warn({ err: error }, "could not sweep leftover temporary files");
    }
  };
  const done = sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), done };
}
