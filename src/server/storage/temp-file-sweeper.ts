import type { Logger } from "pino";
import type { Storage } from "./storage";

/**
 * Removes the storage's leftover temporary files of interrupted writes (only the fs driver leaves any) and logs how
 * many: a worker's start, a take-over of a dead worker and the hourly sweep-temp-files job call it.
 */
export async function sweepLeftoverTempFiles(storage: Storage, logger: Logger): Promise<void> {
  try {
    const removed = (await storage.sweepTemporaryFiles?.()) ?? 0;
    if (removed > 0) logger.info({ removed }, "removed leftover temporary files of interrupted writes");
  } catch (error) {
    logger.warn({ err: error }, "could not sweep leftover temporary files");
  }
}
