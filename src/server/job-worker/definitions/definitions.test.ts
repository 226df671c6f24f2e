import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "@/server/logger";
import { openTestDatabase } from "@/server/test/test-database";
import { createTestContext, type TestContext } from "@/server/test/test-app";
import { resolveJobSettings } from "@/server/jobs/job-settings";
import { createJobQueue } from "@/server/jobs/queue";
import { jobDefinitions } from "./all";
import { refreshRepPagesJob } from "@/server/jobs/job-payloads";

describe("the job definitions", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("name each queue once", () => {
    const names = jobDefinitions.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("have their queues created with their options, their handlers registered and their schedules set by a worker", async () => {
    const { boss, settings } = ctx.deps.queue;
    for (const definition of jobDefinitions) {
      const { policy = "standard", ...options } = definition.queue(settings);
      expect(await boss.getQueue(definition.name), definition.name).toMatchObject({ ...options, policy });
    }
    const worker = await ctx.startWorker();
    const working = new Set(boss.getWipData().map((w) => w.name));
    expect([...working].sort()).toEqual(jobDefinitions.map((d) => d.name).sort());
    const schedules = await boss.getSchedules();
    const scheduled = jobDefinitions.filter((d) => d.schedule);
    expect(scheduled.map((d) => d.name).sort()).toEqual(["analyze-embedded-database", "cleanup-uploads", "sweep-microsites", "sweep-temp-files", "take-over-dead-workers"]);
    for (const definition of scheduled) expect(schedules.find((s) => s.name === definition.name), definition.name).toMatchObject({ cron: definition.schedule });
    await worker.stop();
    expect(boss.getWipData()).toEqual([]);
  });
});

describe("a queue that exists from an earlier start", () => {
  it("keeps the policy it was created with (pg-boss refuses a change) and takes the definition's other options", async () => {
    const handle = await openTestDatabase();
    const logger = createLogger("silent");
    const first = createJobQueue(handle, { connectionString: handle.url, settings: resolveJobSettings(), logger, queues: jobDefinitions });
    await first.start();
    // As an older release created it: no policy, other retries.
    await first.boss.deleteQueue(refreshRepPagesJob.name);
    await first.boss.createQueue(refreshRepPagesJob.name, { retryLimit: 1 });
    await first.stop();

    const again = createJobQueue(handle, { connectionString: handle.url, settings: resolveJobSettings(), logger, queues: jobDefinitions });
    await again.start();
    expect(await again.boss.getQueue(refreshRepPagesJob.name)).toMatchObject({ policy: "standard", retryLimit: 10, retryDelay: 30 });
    await again.stop();
    await handle.close();
  });
});
