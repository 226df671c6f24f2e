import type { Logger } from "pino";
import { sweepTempFiles } from "./temp-files";

const HOURLY_MS = 60 * 60 * 1000;

/** Sweeps leftover temporary files now and every hour in this process (each machine sweeps its own DATA_DIR). */
export function startTempFileSweeper(root: string, logger: Logger, intervalMs = HOURLY_MS): { stop(): void; done: Promise<void> } {
  const sweep = async () => {
    try {
      const removed = await sweepTempFiles(root);
      if (removed > 0) logger.info({ removed, dir: root }, "removed leftover temporary files of interrupted writes");
    } catch (error) {
      logger.warn({ err: error, dir: root }, "could not sweep leftover temporary files");
    }
  };
  const done = sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), done };
}
