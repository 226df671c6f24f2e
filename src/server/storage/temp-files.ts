import { randomBytes } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { isAlive, safeHostname } from "../process/liveness";

// <file>.~<host>~<pid>~<random>.tmp: the writer's machine and process, so a sweep can tell a dead writer's leftovers.
const TEMP_NAME = /\.~([A-Za-z0-9-]+)~(\d+)~[0-9a-f]+\.tmp$/;

/** Files of writers on other machines (or of an older naming) are only removed once this old: no write takes an hour. */
export const TEMP_FILE_SAFE_AGE_MS = 60 * 60 * 1000;

export function tempFileName(file: string, host = safeHostname(), pid = process.pid): string {
  return `${file}.~${host}~${pid}~${randomBytes(6).toString("hex")}.tmp`;
}

export type TempSweepOptions = { host?: string; isAlive?: (pid: number) => boolean; now?: Date };

/**
 * Removes the temporary files write-then-rename left behind under `root`: those of dead processes on this machine at
 * once, any other only when older than TEMP_FILE_SAFE_AGE_MS. A live writer's file is never touched. Returns how many went.
 */
export async function sweepTempFiles(root: string, options: TempSweepOptions = {}): Promise<number> {
  const host = options.host ?? safeHostname();
  const alive = options.isAlive ?? isAlive;
  const now = (options.now ?? new Date()).getTime();
  let names: string[];
  try {
    names = (await readdir(root, { recursive: true })) as string[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(".tmp")) continue;
    const file = path.join(root, name);
    const match = TEMP_NAME.exec(name);
    const pid = match ? Number(match[2]) : null;
    const deadHere = match !== null && match[1] === host && pid !== process.pid && !alive(pid!);
    if (!deadHere) {
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < TEMP_FILE_SAFE_AGE_MS) continue;
    }
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
