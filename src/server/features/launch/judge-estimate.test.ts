import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignStatusAnswer, LaunchAnswer, LaunchEstimate } from "@/shared/schemas/launch";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "@/server/test/ai/fake-openai-server";
import { seedCampaign, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";

/** The judge pass costs tokens: the estimate counts them before any run, and the run's usage holds them. */
describe("the estimate and usage of a launch with the judge pass", () => {
  let fake: FakeOpenAiServer;
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ models: ["gpt-4o-mini"] });
    const ai = createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: "gpt-4o-mini", concurrency: 4, judge: true, settings: { timeoutMs: 120_000 } });
    ctx = await createTestContext({ AI_MODEL: "gpt-4o-mini", AI_CONCURRENCY: "4" }, { ai });
    owner = await ctx.signUp();
    await ctx.startWorker();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const post = (body: Record<string, unknown>) => ctx.request("/api/launch-campaign", { method: "POST", body, cookie: owner.cookie });

  it("estimates the judgments' tokens with the pages', within 25 % of the cost before any history; the run's usage is what the provider billed", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 10, brand: true });
    const estimate = (await (await post({ campaignId: campaign.id, dry_run: true })).json()) as LaunchEstimate;
    fake.resetStats();
    const { runId } = (await (await post({ campaignId: campaign.id })).json()) as LaunchAnswer;
    const status = await waitFor(
      async () => (await (await ctx.request(`/api/campaign-status?runId=${runId}`, { cookie: owner.cookie })).json()) as CampaignStatusAnswer,
      (s) => s.status === "completed" || s.status === "failed",
      undefined,
      200,
    );
    expect(status).toMatchObject({ status: "completed", processed: 10 });
    expect(fake.stats.judgeRequests).toBe(10);
    // The run's usage is what the provider billed, judgments included. (It once read 25,186 against 31,329 billed: the
    // run was answered completed before its last batch's usage was written; both are now one transaction per page.)
    expect(status.usage).toMatchObject({ prompt_tokens: fake.stats.promptTokens, cached_tokens: fake.stats.cachedTokens, completion_tokens: fake.stats.completionTokens });
    const off = (estimated: number, measured: number) => Math.abs(estimated - measured) / measured;
    // Both prompts are counted with the provider's tokenizer, and the answers sized from the framework's page: the
    // first estimate on a new key is close to what the provider billed.
    expect(off(estimate.estimated_prompt_tokens, fake.stats.promptTokens)).toBeLessThan(0.25);
    expect(off(estimate.estimated_cost_usd, status.usage.cost_usd)).toBeLessThanOrEqual(0.25);
  });
});
