import { afterAll, describe, expect, it } from "vitest";
import { createBuiltinWriter } from "../ai/builtin/builtin-writer";
import type { AiProvider } from "../ai/provider";
import { launchCampaign } from "../features/launch/service";
import { getCampaignStatus } from "../features/launch/progress";
import { createJobQueue } from "./queue";
import { resolveJobSettings } from "./job-settings";
import { jobDefinitions } from "../job-worker/definitions/all";
import { startWorker } from "../job-worker/start-worker";
import { micrositesOf, seedCampaign, waitFor } from "../test/launch-fixtures";
import { createTestContext, type TestContext } from "../test/test-app";
import { openPostgres } from "../db/client";
import { createLogger } from "../logger";
import { personalScope } from "../db/membership";

/** The built-in writer, counting per microsite (the seed) how often it wrote it and which worker did. */
function countingWriter(counts: Map<string, number>, mine: Set<string>): AiProvider {
  const inner = createBuiltinWriter();
  return {
    ...inner,
    async generate(input) {
      counts.set(input.seed, (counts.get(input.seed) ?? 0) + 1);
      mine.add(input.seed);
      return inner.generate(input);
    },
  };
}

describe("two workers on one PostgreSQL", () => {
  let ctx: TestContext | undefined;
  afterAll(() => ctx?.close());

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("share a launch with no microsite generated twice", async () => {
    ctx = await createTestContext();
    const owner = await ctx.signUp();
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 1000 });
    const logger = createLogger("silent");
    const counts = new Map<string, number>();
    // The second worker has its own pool and its own pg-boss instance, as a separate process would.
    const url = (ctx.handle as { url?: string }).url!;
    const secondHandle = openPostgres(url, { max: 4 });
    const secondQueue = createJobQueue(secondHandle, { connectionString: url, settings: resolveJobSettings(), logger, queues: jobDefinitions });
    await secondQueue.start();
    const perWorker = [new Set<string>(), new Set<string>()];
    const first = await ctx.startWorker(countingWriter(counts, perWorker[0]));
    const second = await startWorker({ ...ctx.deps, db: secondHandle.db, queue: secondQueue, ai: countingWriter(counts, perWorker[1]) });
    try {
      const run = await launchCampaign(ctx.deps, personalScope(owner.id), { campaignId: campaign.id, dedupeKey: null });
      const status = await waitFor(() => getCampaignStatus(ctx!.db, personalScope(owner.id), { campaignId: null, runId: run.runId }), (s) => s.status === "completed", undefined, 200);
      expect(status).toMatchObject({ processed: 1000, total: 1000 });
    } finally {
      await second.stop();
      await first.stop();
      await secondQueue.stop();
      await secondHandle.close();
    }
    const pages = await micrositesOf(ctx.db, campaign.id);
    expect(pages.filter((p) => p.status === "completed")).toHaveLength(1000);
    expect(counts.size).toBe(1000);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    // Both workers took part.
    expect(perWorker[0].size).toBeGreaterThan(0);
    expect(perWorker[1].size).toBeGreaterThan(0);
    expect(perWorker[0].size + perWorker[1].size).toBe(1000);
  }, 600_000);
});
