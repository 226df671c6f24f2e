import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { microsites, workerProcesses } from "../db/schema";
import { seedMicrosite } from "../test/metrics/metrics-fixtures";
import { waitFor } from "../test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";
import { tempFileName } from "../storage/temp-files";
import { analyzeEmbeddedDatabaseJob, cleanupUploadsJob, sweepJob, sweepTempFilesJob, takeOverDeadWorkersJob } from "./job-payloads";
import { jobDefinitions } from "../job-worker/definitions/all";
import type { JobPayload } from "./job-payloads";

const DEAD_PID = 999_999;

/**
 * The shared periodic work runs as pg-boss scheduled jobs. pg-boss sends one per cron occurrence (whole minutes), so
 * these tests send the job a schedule would and work it, instead of waiting for the clock.
 */
describe("scheduled jobs", () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  async function runScheduled(definition: JobPayload<unknown>) {
    const id = await ctx.deps.queue.boss.send(definition.name, {});
    expect(await ctx.workDueJobs(definition)).toBe(1);
    expect(await ctx.deps.queue.boss.findJobs(definition.name, { id: id! }), definition.name).toMatchObject([{ state: "completed" }]);
  }

  it("sweep-microsites expires pages past their expiry date", async () => {
    const site = await seedMicrosite(ctx.db, owner.id, { expiresAt: new Date(Date.now() - 1000) });
    await runScheduled(sweepJob);
    const [row] = await ctx.db.select({ status: microsites.status }).from(microsites).where(eq(microsites.id, site.microsite.id));
    expect(row.status).toBe("expired");
  });

  it("sweep-temp-files removes what a dead writer left in storage", async () => {
    const dir = path.join(ctx.dataDir, "storage", "microsites", "scheduled");
    mkdirSync(dir, { recursive: true });
    const leftover = tempFileName(path.join(dir, "a.html"), undefined, DEAD_PID);
    writeFileSync(leftover, "half");
    await runScheduled(sweepTempFilesJob);
    expect(existsSync(leftover)).toBe(false);
  });

  it("take-over-dead-workers removes a worker that stopped heartbeating", async () => {
    const silent = "other-host:42:scheduled";
    await ctx.db.insert(workerProcesses).values({ id: silent, hostname: "other-host", pid: 42, heartbeatAt: new Date(Date.now() - 3_600_000) });
    await runScheduled(takeOverDeadWorkersJob);
    expect(await ctx.db.select().from(workerProcesses).where(eq(workerProcesses.id, silent))).toHaveLength(0);
  });

  it("cleanup-uploads and analyze-embedded-database complete", async () => {
    await runScheduled(cleanupUploadsJob);
    await runScheduled(analyzeEmbeddedDatabaseJob);
  });

  it("a starting worker takes every scheduled job waiting in its queue", async () => {
    const scheduled = jobDefinitions.filter((d) => d.schedule);
    // Sent before the worker starts: its first poll of each queue takes them (the hourly ones poll once a minute after).
    const sent = await Promise.all(scheduled.map(async (d) => ({ name: d.name, id: (await ctx.deps.queue.boss.send(d.name, {}))! })));
    const worker = await ctx.startWorker();
    const states = () => Promise.all(sent.map(async ({ name, id }) => (await ctx.deps.queue.boss.findJobs(name, { id }))[0]?.state));
    expect(await waitFor(states, (all) => all.every((s) => s === "completed"), 120_000)).toEqual(sent.map(() => "completed"));
    await worker.stop();
  });
});
