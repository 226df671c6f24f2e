import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_CONTACTS_MESSAGE, type CampaignStatusAnswer, type LaunchAnswer, type LaunchEstimate } from "@/shared/schemas/launch";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "@/server/test/ai/fake-openai-server";
import { aiUsage, campaigns, launchRuns, microsites } from "@/server/db/schema";
import { seedCampaign, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";

const post = (ctx: TestContext, user: TestUser, body: Record<string, unknown>) => ctx.request("/api/launch-campaign", { method: "POST", body, cookie: user.cookie });

/** Nothing a launch writes exists for the campaign: no run, no microsite, no usage, the campaign still a draft. */
async function expectUntouched(ctx: TestContext, campaignId: string) {
  expect(await ctx.db.select().from(launchRuns).where(eq(launchRuns.campaignId, campaignId))).toEqual([]);
  expect(await ctx.db.select().from(microsites).where(eq(microsites.campaignId, campaignId))).toEqual([]);
  const [campaign] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  expect(campaign).toMatchObject({ status: "draft", launchStatus: null, launchedAt: null });
}

describe("POST /api/launch-campaign with dry_run, built-in writer", () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp();
    await ctx.startWorker();
  });
  afterAll(() => ctx.close());

  it("answers 200 with the estimate, costs nothing, and creates nothing", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 12 });
    const res = await post(ctx, owner, { campaignId: campaign.id, dry_run: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ contacts: 12, estimated_tokens: 0, estimated_cost_usd: 0, writer: "builtin", time_basis: "builtin" });
    await expectUntouched(ctx, campaign.id);
  });

  it("checks the request like a launch: a bad flag, another owner's campaign, a campaign without contacts", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 2 });
    const bad = await post(ctx, owner, { campaignId: campaign.id, dry_run: "yes" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "dry_run must be true or false" });
    const stranger = await ctx.signUp();
    expect((await post(ctx, stranger, { campaignId: campaign.id, dry_run: true })).status).toBe(404);
    const { campaign: empty } = await seedCampaign(ctx.db, owner.id, { contacts: 0 });
    const none = await post(ctx, owner, { campaign_id: empty.id, dry_run: true });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ error: NO_CONTACTS_MESSAGE });
    await expectUntouched(ctx, campaign.id);
  });
});

describe("dry_run and usage with an OpenAI-compatible provider (fake account)", () => {
  let fake: FakeOpenAiServer;
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ models: ["gpt-4o-mini"], limits: { rpm: 100_000, tpm: 100_000_000 } });
    const ai = createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: "gpt-4o-mini", concurrency: 4, maxConcurrency: 8, settings: { timeoutMs: 5000 } });
    ctx = await createTestContext({ AI_MODEL: "gpt-4o-mini", AI_CONCURRENCY: "4", AI_MAX_CONCURRENCY: "8" }, { ai });
    owner = await ctx.signUp();
    await ctx.startWorker();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const launch = async (campaignId: string) => (await (await post(ctx, owner, { campaignId })).json()) as LaunchAnswer;
  const finished = (runId: string) =>
    waitFor(
      async () => (await (await ctx.request(`/api/campaign-status?runId=${runId}`, { cookie: owner.cookie })).json()) as CampaignStatusAnswer,
      (s) => s.status === "completed" || s.status === "failed",
      60_000,
      200,
    );
  const estimate = async (campaignId: string) => {
    const res = await post(ctx, owner, { campaignId, dry_run: true });
    expect(res.status).toBe(200);
    return (await res.json()) as LaunchEstimate;
  };

  it("estimates from the real prompts before any run, then reports the run's usage in campaign-status", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 20, brand: true });
    const before = await estimate(campaign.id);
    expect(before).toMatchObject({ contacts: 20, writer: "openai", model: "gpt-4o-mini", priced: true, time_basis: "default" });
    expect(before.estimated_prompt_tokens).toBeGreaterThan(20 * 1024);
    expect(before.estimated_cost_usd).toBeGreaterThan(0);
    await expectUntouched(ctx, campaign.id);
    expect(fake.stats.chatRequests).toBe(0);

    fake.resetStats();
    const status = await finished((await launch(campaign.id)).runId);
    expect(status).toMatchObject({ status: "completed", processed: 20 });
    expect(status.usage).toMatchObject({ prompt_tokens: fake.stats.promptTokens, cached_tokens: fake.stats.cachedTokens, completion_tokens: fake.stats.completionTokens });
    expect(status.usage.cost_usd).toBeGreaterThan(0);
    expect(status.usage.cached_tokens).toBeGreaterThan(0);
    // Stored per microsite: one row per page, each with its own tokens.
    const rows = await ctx.db.select().from(aiUsage).where(eq(aiUsage.runId, status.run_id!));
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => r.micrositeId && r.promptTokens > 0 && r.limitRequests === 100_000)).toBe(true);
    // The prompt tokens were counted with the tokenizer the provider uses: the estimate is close before any history.
    expect(Math.abs(before.estimated_prompt_tokens - status.usage.prompt_tokens) / status.usage.prompt_tokens).toBeLessThan(0.05);
  });

  it("learns completion length and the account's limits from recent runs: the next estimate is within 15 % of what it costs", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 40, brand: true });
    const predicted = await estimate(campaign.id);
    expect(predicted.time_basis).toBe("limits");
    const status = await finished((await launch(campaign.id)).runId);
    expect(status.status).toBe("completed");
    const within = (estimated: number, measured: number) => Math.abs(estimated - measured) / measured;
    expect(within(predicted.estimated_tokens, status.usage.prompt_tokens + status.usage.completion_tokens)).toBeLessThanOrEqual(0.15);
    expect(within(predicted.estimated_cost_usd, status.usage.cost_usd)).toBeLessThanOrEqual(0.15);
  });

  it("says a run's cost is unknown, not $0.00, when a model without a price answered part of it", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 2, brand: true });
    const status = await finished((await launch(campaign.id)).runId);
    expect(status.usage.priced).toBe(true);
    await ctx.db.insert(aiUsage).values({ userId: owner.id, runId: status.run_id!, model: "llama3", promptTokens: 900, completionTokens: 300, costUsd: 0, requests: 1 });
    const again = (await (await ctx.request(`/api/campaign-status?runId=${status.run_id}`, { cookie: owner.cookie })).json()) as CampaignStatusAnswer;
    expect(again.usage.priced).toBe(false);
  });

  it("shows zero usage for a campaign that never launched", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 1 });
    const idle = (await (await ctx.request(`/api/campaign-status?campaignId=${campaign.id}`, { cookie: owner.cookie })).json()) as CampaignStatusAnswer;
    expect(idle).toMatchObject({ status: "idle", usage: { prompt_tokens: 0, cached_tokens: 0, completion_tokens: 0, cost_usd: 0 } });
  });
});
