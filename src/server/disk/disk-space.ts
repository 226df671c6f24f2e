import { statfs } from "node:fs/promises";
import { diskFullText, diskPausedText } from "@/shared/disk";

export type FreeSpace = { freeBytes: number; totalBytes: number };
/** How much room the disk holding `dir` has; tests pass a stub. */
export type FreeSpaceProbe = (dir: string) => Promise<FreeSpace>;

export const MB = 1024 * 1024;

export const statfsProbe: FreeSpaceProbe = async (dir) => {
  const s = await statfs(dir);
  // bavail: what an unprivileged process may still write (root's reserve excluded).
  return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
};

export type DiskThreshold = { minFreeMb: number; minFreePercent: number };

/** The larger of the two: enough room for PGlite's WAL on a small disk, a share of a big one. */
export const thresholdBytes = ({ totalBytes }: FreeSpace, t: DiskThreshold) => Math.max(t.minFreeMb * MB, (totalBytes * t.minFreePercent) / 100);

export const formatMb = (bytes: number) => `${Math.max(0, Math.floor(bytes / MB)).toLocaleString("en-US")} MB`;

/** The user-facing words of a refusal (issue 11). */
export const diskFullMessage = (freeBytes: number) => diskFullText(formatMb(freeBytes));
/** The words of a launch waiting for room (issue 23 item 12). */
export const diskPausedMessage = (freeBytes: number) => diskPausedText(formatMb(freeBytes));
