import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchCampaign } from "../features/launch/service";
import { micrositesOf, seedCampaign, waitFor } from "../test/launch-fixtures";
import { createTestContext, type TestContext } from "../test/test-app";
import { personalScope } from "../db/membership";

describe("launches of different users share the workers", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("a small launch queued behind a big one is generated in the first batches, not after it", async () => {
    const big = await ctx.signUp();
    const small = await ctx.signUp();
    const { campaign: bigCampaign } = await seedCampaign(ctx.db, big.id, { contacts: 400 });
    const { campaign: smallCampaign } = await seedCampaign(ctx.db, small.id, { contacts: 5 });
    // Both are waiting before any worker runs: plain FIFO would do all 400 first.
    await launchCampaign(ctx.deps, personalScope(big.id), { campaignId: bigCampaign.id, dedupeKey: null });
    await launchCampaign(ctx.deps, personalScope(small.id), { campaignId: smallCampaign.id, dedupeKey: null });
    await ctx.startWorker();

    const done = (sites: Array<{ status: string }>) => sites.every((m) => m.status === "completed");
    const smallSites = await waitFor(() => micrositesOf(ctx.db, smallCampaign.id), done, undefined, 20);
    const bigSites = await waitFor(() => micrositesOf(ctx.db, bigCampaign.id), done, undefined, 50);
    const smallFinishedAt = Math.max(...smallSites.map((m) => m.publishedAt!.getTime()));
    const bigBefore = bigSites.filter((m) => m.publishedAt!.getTime() <= smallFinishedAt).length;
    // Built-in writer batches are 50 jobs: the small launch is done within the first one or two of them.
    expect(bigBefore).toBeLessThanOrEqual(100);
  });
});
