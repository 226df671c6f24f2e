import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

describe("lockDataDir", () => {
  it("refuses a second holder while the first is alive, and frees the directory on release", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    writeFileSync(path.join(dir, "pitchsite.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already using the data directory/);
  });

  it("takes over a stale lock left by a dead process", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "lock-"));
    writeFileSync(path.join(dir, "pitchsite.lock"), "999999");
    const release = lockDataDir(dir);
    release();
    const again = lockDataDir(dir);
    again();
  });
});
