import { inArray, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignStatusAnswer } from "@/shared/schemas/launch";
import { microsites, workerProcesses } from "../db/schema";
import { launchCampaign } from "../features/launch/service";
import { safeHostname } from "../process/liveness";
import { micrositesOf, seedCampaign, waitFor } from "../test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";
import { claimMicrosites } from "./microsite-claims";
import { startWorkerRegistry } from "./worker-registry";
import { personalScope } from "../db/membership";

const DEAD_PID = 999_999;
const settings = { heartbeatSeconds: 3600, deadAfterSeconds: 600 };

function capturingLogger() {
  const lines: Array<{ msg: string; deadWorker?: string; pages?: number }> = [];
  return { lines, logger: pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) }) };
}

describe("taking over the work of a dead worker", () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  async function launchWithClaims(contacts: number, claimed: number, deadWorker: string) {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts });
    const run = await launchCampaign(ctx.deps, personalScope(owner.id), { campaignId: campaign.id, dedupeKey: null });
    const ids = (await micrositesOf(ctx.db, campaign.id)).slice(0, claimed).map((m) => m.id);
    await claimMicrosites(ctx.db, ids.map((id) => ({ micrositeId: id, token: `dead-job-${id}` })), 30, deadWorker);
    return { campaign, run, ids };
  }
  const status = async (runId: string) => (await (await ctx.request(`/api/campaign-status?runId=${runId}`, { cookie: owner.cookie })).json()) as CampaignStatusAnswer;

  it("a worker killed on this machine: its claims are released at once, logged, queued again and shown as recovering", async () => {
    const dead = `${safeHostname()}:${DEAD_PID}:dead0001`;
    await ctx.db.insert(workerProcesses).values({ id: dead, hostname: safeHostname(), pid: DEAD_PID });
    const { run, ids } = await launchWithClaims(8, 5, dead);
    const { lines, logger } = capturingLogger();

    const registry = await startWorkerRegistry({ ...ctx.deps, logger }, settings, { host: safeHostname(), pid: process.pid, isAlive: (pid) => pid !== DEAD_PID });
    const takeOver = lines.find((l) => l.deadWorker === dead);
    expect(takeOver).toMatchObject({ msg: `worker ${dead} died; took over its 5 pages in progress`, pages: 5 });
    const rows = await ctx.db.select().from(microsites).where(inArray(microsites.id, ids));
    expect(rows.every((r) => r.claimToken === null && r.claimedBy === null && r.recoveredFrom === dead)).toBe(true);
    expect(await ctx.db.select().from(workerProcesses).where(sql`${workerProcesses.id} = ${dead}`)).toHaveLength(0);
    expect(await status(run.runId)).toMatchObject({ recovering: 5, processed: 0 });

    // A worker finishes them: nothing is recovering any more, every page published once.
    const worker = await ctx.startWorker();
    const done = await waitFor(() => status(run.runId), (s) => s.status === "completed");
    expect(done).toMatchObject({ status: "completed", processed: 8, recovering: 0 });
    await worker.stop();
    await registry.stop();
  });

  it("a worker on another machine that stopped heartbeating is taken over; a live one is left alone", async () => {
    const silent = "other-host:42:silent01";
    const live = "other-host:43:alive001";
    await ctx.db.insert(workerProcesses).values([
      { id: silent, hostname: "other-host", pid: 42, heartbeatAt: new Date(Date.now() - 3_600_000) },
      { id: live, hostname: "other-host", pid: 43 },
    ]);
    const lost = await launchWithClaims(4, 3, silent);
    const kept = await launchWithClaims(4, 2, live);
    const { lines, logger } = capturingLogger();
    const registry = await startWorkerRegistry({ ...ctx.deps, logger }, settings, { host: safeHostname(), pid: process.pid, isAlive: () => true });
    expect(lines.find((l) => l.deadWorker === silent)).toMatchObject({ pages: 3 });
    expect(lines.some((l) => l.deadWorker === live)).toBe(false);
    const keptRows = await ctx.db.select().from(microsites).where(inArray(microsites.id, kept.ids));
    expect(keptRows.filter((r) => r.status === "pending").every((r) => r.claimedBy === live)).toBe(true);
    const lostRows = await ctx.db.select().from(microsites).where(inArray(microsites.id, lost.ids));
    expect(lostRows.every((r) => r.claimedBy !== silent)).toBe(true);
    await registry.stop();
  });
});
