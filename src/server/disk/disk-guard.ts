import type { Logger } from "pino";
import type { InProcessLoop } from "../process/in-process-loops";
import { diskFullMessage, formatMb, statfsProbe, thresholdBytes, type DiskThreshold, type FreeSpace, type FreeSpaceProbe } from "./disk-space";

export type DiskState = { low: boolean; freeBytes: number; neededBytes: number; message: string | null };

/** Start refused: the message names the directory and what is needed, instead of PGlite's "failed to initialize". */
export class DiskFullError extends Error {}

/** A write-heavy request refused while the disk is nearly full; the app answers it with 507 and this message. */
export class DiskLowError extends Error {}

const PERIODIC_MS = 30_000;

/**
 * Keeps the embedded database and the fs storage off a full disk (PGlite spins forever in its WAL flush when a write
 * fails for lack of room). Write-heavy requests ask `require()` first; a periodic check tells listeners (the worker
 * pauses generation) and logs when the disk turns low and when it recovers.
 */
export function createDiskGuard(options: { dir: string; threshold: DiskThreshold; probe?: FreeSpaceProbe; logger: Logger; intervalMs?: number }) {
  const { dir, threshold, logger } = options;
  const probe = options.probe ?? statfsProbe;
  const listeners = new Set<(state: DiskState) => void>();
  let last: DiskState | null = null;

  const stateOf = (space: FreeSpace): DiskState => {
    const neededBytes = thresholdBytes(space, threshold);
    const low = space.freeBytes < neededBytes;
    return { low, freeBytes: space.freeBytes, neededBytes, message: low ? diskFullMessage(space.freeBytes) : null };
  };

  async function check(): Promise<DiskState> {
    const state = stateOf(await probe(dir));
    if (state.low !== (last?.low ?? false)) {
      if (state.low) logger.warn({ dir, free: formatMb(state.freeBytes), needed: formatMb(state.neededBytes) }, `${state.message}; imports, launches, uploads and generation wait for free space`);
      else if (last) logger.info({ dir, free: formatMb(state.freeBytes) }, "the data disk has room again; generation resumes");
      for (const listener of listeners) listener(state);
    }
    last = state;
    return state;
  }

  return {
    dir,
    check,
    /** Before a write-heavy request: a DiskLowError with the free space when the disk is nearly full. */
    async require(): Promise<void> {
      const state = await check();
      if (state.low) throw new DiskLowError(state.message!);
    },
    /** At start: refuse to open the database on a nearly full disk. */
    async assertRoomToStart(): Promise<void> {
      const state = await check();
      if (state.low) {
        throw new DiskFullError(
          `Pitchsite cannot start: the data disk is almost full: ${formatMb(state.freeBytes)} free on the disk of DATA_DIR (${dir}), ` +
            `at least ${formatMb(state.neededBytes)} needed (DISK_MIN_FREE_MB / DISK_MIN_FREE_PERCENT). Free some space or move DATA_DIR to a bigger disk.`,
        );
      }
    },
    isLow: () => last?.low ?? false,
    onChange(listener: (state: DiskState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The periodic check this process runs (in-process-loops.ts), so a guard notices a disk filled by anyone. */
    loop: {
      name: "data disk check",
      everyMs: options.intervalMs ?? PERIODIC_MS,
      run: () => check().catch((error) => logger.warn({ err: error, dir }, "could not read the data disk's free space")),
    } satisfies InProcessLoop,
  };
}

export type DiskGuard = ReturnType<typeof createDiskGuard>;
