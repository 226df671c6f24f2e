import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";
import { isAlive } from "../process/liveness";

export class DataDirLockedError extends Error {}

/**
 * PGlite silently loses the writes of a second process that opens the same directory, so the data
 * directory belongs to one process: a lock file holding its pid. A stale lock (dead pid) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, "pitchsite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `Another Pitchsite process (pid ${pid}) is already using the data directory ${dataDir}. ` +
            "Stop it first, or give this process its own DATA_DIR (or use DATABASE_URL for PostgreSQL with several processes).",
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}
