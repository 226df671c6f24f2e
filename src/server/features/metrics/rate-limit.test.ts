import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../db/client";
import { runMigrations } from "../../db/migrate";
import { createScratchDatabase } from "../../db/scratch-database";
import { createBeaconLimit } from "./rate-limit";

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

  it("are one budget for every process sharing the database", async () => {
    const processA = createBeaconLimit(4, "ip", pools[pools.push(new pg.Pool({ connectionString: scratch.url })) - 1]);
    const processB = createBeaconLimit(4, "ip", pools[pools.push(new pg.Pool({ connectionString: scratch.url })) - 1]);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await processA("visitor-1"), await processB("visitor-1"));
    expect(answers.filter((a) => a === null)).toHaveLength(4);
    expect(answers.slice(4).every((a) => a !== null && a >= 1)).toBe(true);
  });
});
