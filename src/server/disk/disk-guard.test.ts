import pino from "pino";
import { describe, expect, it } from "vitest";
import { createDiskGuard, DiskFullError, DiskLowError } from "./disk-guard";
import { diskFullMessage, MB, thresholdBytes } from "./disk-space";

const GB = 1024 * MB;
const threshold = { minFreeMb: 256, minFreePercent: 5 };

function guardWith(space: { freeBytes: number; totalBytes: number }) {
  const lines: Array<{ msg: string; level: number }> = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const guard = createDiskGuard({ dir: "/data", threshold, probe: async () => space, logger });
  return { guard, lines, space };
}

describe("the disk guard", () => {
  it("needs max(256 MB, 5 %) free", () => {
    expect(thresholdBytes({ freeBytes: 0, totalBytes: 1 * GB }, threshold)).toBe(256 * MB);
    expect(thresholdBytes({ freeBytes: 0, totalBytes: 100 * GB }, threshold)).toBe(5 * GB);
  });

  it("says how much is free in MB", () => {
    expect(diskFullMessage(180 * MB + 5000)).toBe("The data disk is almost full: 180 MB free");
    expect(diskFullMessage(2048 * MB)).toBe("The data disk is almost full: 2,048 MB free");
  });

  it("refuses write-heavy requests with 507 below the threshold, logs the turn once, and lets them through again with room", async () => {
    const { guard, lines, space } = guardWith({ freeBytes: 180 * MB, totalBytes: 1 * GB });
    const changes: boolean[] = [];
    guard.onChange((s) => changes.push(s.low));
    await expect(guard.require()).rejects.toThrow(new DiskLowError("The data disk is almost full: 180 MB free"));
    await expect(guard.require()).rejects.toBeInstanceOf(DiskLowError);
    expect(lines.filter((l) => l.msg.startsWith("The data disk is almost full: 180 MB free"))).toHaveLength(1);
    space.freeBytes = 600 * MB;
    await expect(guard.require()).resolves.toBeUndefined();
    expect(lines.at(-1)?.msg).toBe("the data disk has room again; generation resumes");
    expect(changes).toEqual([true, false]);
  });

  it("refuses to start on a nearly full disk, naming the directory", async () => {
    const { guard } = guardWith({ freeBytes: 40 * MB, totalBytes: 60 * MB });
    const start = guard.assertRoomToStart();
    await expect(start).rejects.toBeInstanceOf(DiskFullError);
    await expect(start).rejects.toThrow("Pitchsite cannot start: the data disk is almost full: 40 MB free on the disk of DATA_DIR (/data), at least 256 MB needed");
  });
});
