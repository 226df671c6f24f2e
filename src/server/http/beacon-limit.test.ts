import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../db/client";
import { runMigrations } from "../db/migrate";
import { createScratchDatabase } from "../test/db/scratch-database";
import { startLoops } from "../process/in-process-loops";
import { createBeaconLimit } from "./beacon-limit";

describe("beacon limits", () => {
  it("allow `perMinute` events per key, then answer the seconds until the window has room", async () => {
    const limit = createBeaconLimit(3, "test");
    expect([await limit("a"), await limit("a"), await limit("a")]).toEqual([null, null, null]);
    const retryAfter = await limit("a");
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limit("b")).toBeNull(); // keys are independent
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.runIf(serverUrl)("beacon limits on PostgreSQL", () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  const pools: pg.Pool[] = [];
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, "pitchsite_limits");
    const handle = openPostgres(scratch.url);
    await runMigrations(handle);
    await handle.close();
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await scratch.drop();
  });

  it("are one budget for every process sharing the database (each learns the others' spending at its next sync)", async () => {
    const processA = createBeaconLimit(4, "ip", pools[pools.push(new pg.Pool({ connectionString: scratch.url })) - 1]);
    const processB = createBeaconLimit(4, "ip", pools[pools.push(new pg.Pool({ connectionString: scratch.url })) - 1]);
    const loops = startLoops([...processA.loops, ...processB.loops], pino({ level: "silent" }));
    try {
      expect([await processA("visitor-1"), await processA("visitor-1"), await processA("visitor-1")]).toEqual([null, null, null]);
      // Once A's events are in the store, B has one left for this key; other keys are untouched.
      const stored = async () => Number((await pools[0].query("select coalesce(sum(points), 0) as p from metric_rate_limits where key = 'ip:visitor-1'")).rows[0].p);
      await expect.poll(stored, { timeout: 60_000 }).toBe(3);
      expect(await processB("visitor-1")).toBeNull();
      await expect.poll(() => processB("visitor-1"), { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
      expect(await processA("visitor-2")).toBeNull();
      // Within one process the budget is exact.
      expect(await processA("visitor-3")).toBeNull();
      expect([await processA("visitor-3"), await processA("visitor-3"), await processA("visitor-3"), await processA("visitor-3")]).toEqual([null, null, null, expect.any(Number)]);
    } finally {
      await loops.stop();
    }
  });
});
