import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createFsStorage } from "./fs-storage";
import { sweepLeftoverTempFiles } from "./temp-file-sweeper";
import { sweepTempFiles, tempFileName, TEMP_FILE_SAFE_AGE_MS } from "./temp-files";

const root = mkdtempSync(path.join(tmpdir(), "pitchsite-temp-files-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const DEAD = 999_999;
const files = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).filter((n) => n.includes(".")).sort();

describe("leftover temporary files", () => {
  it("names a temp file after the writer's machine and process", () => {
    expect(tempFileName("/d/a.html", "box-1", 42)).toMatch(/^\/d\/a\.html\.~box-1~42~[0-9a-f]{12}\.tmp$/);
  });

  it("removes a dead writer's files at once, keeps live writers' and young foreign ones, removes old foreign ones", async () => {
    const dir = path.join(root, "sweep", "microsites", "u1");
    mkdirSync(dir, { recursive: true });
    const now = new Date();
    const write = (name: string, ageMs = 0) => {
      const file = path.join(dir, name);
      writeFileSync(file, "x");
      const at = new Date(now.getTime() - ageMs);
      utimesSync(file, at, at);
    };
    write("page.html");
    write(path.basename(tempFileName(path.join(dir, "dead.html"), "box-1", DEAD)));
    write(path.basename(tempFileName(path.join(dir, "live.html"), "box-1", process.pid)));
    write(path.basename(tempFileName(path.join(dir, "other-host.html"), "box-2", DEAD)));
    write(path.basename(tempFileName(path.join(dir, "old-other-host.html"), "box-2", DEAD)), TEMP_FILE_SAFE_AGE_MS + 1000);
    write("old-format.html.0a1b2c3d4e5f.tmp", TEMP_FILE_SAFE_AGE_MS + 1000);
    write("young-old-format.html.0a1b2c3d4e5f.tmp");
    const removed = await sweepTempFiles(path.join(root, "sweep"), { host: "box-1", isAlive: (pid) => pid !== DEAD, now });
    expect(removed).toBe(3);
    const left = files(dir);
    expect(left.some((n) => n.startsWith("dead.html"))).toBe(false);
    expect(left.some((n) => n.startsWith("old-other-host.html"))).toBe(false);
    expect(left.some((n) => n.startsWith("old-format.html"))).toBe(false);
    expect(left.filter((n) => n.endsWith(".tmp"))).toHaveLength(3);
    expect(left).toContain("page.html");
  });

  it("a write that fails removes its temporary file at once, not at the next start", async () => {
    const storageRoot = path.join(root, "failed-write");
    const storage = createFsStorage(storageRoot);
    // The key's place is taken by a non-empty folder: the temporary file is written, the rename onto it fails.
    mkdirSync(path.join(storageRoot, "microsites", "u1", "a.html", "inside"), { recursive: true });
    await expect(storage.put("microsites", "u1/a.html", "<p>a</p>", "text/html")).rejects.toThrow();
    expect(files(path.join(storageRoot, "microsites")).filter((n) => n.endsWith(".tmp"))).toEqual([]);
  });

  it("the storage leaves no temp file behind a write, and the sweeper logs what it removed at start", async () => {
    const storageRoot = path.join(root, "storage");
    const storage = createFsStorage(storageRoot);
    await storage.put("microsites", "u1/a.html", "<p>a</p>", "text/html");
    expect(files(path.join(storageRoot, "microsites"))).toEqual(["u1/a.html"]);
    writeFileSync(tempFileName(path.join(storageRoot, "microsites", "u1", "b.html"), undefined, DEAD), "half");
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    await sweepLeftoverTempFiles(storage, logger);
    expect(files(path.join(storageRoot, "microsites"))).toEqual(["u1/a.html"]);
    expect(lines.map((l) => JSON.parse(l) as { msg: string; removed: number })).toContainEqual(expect.objectContaining({ msg: "removed leftover temporary files of interrupted writes", removed: 1 }));
  });
});
