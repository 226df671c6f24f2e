import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignStatusAnswer, LaunchAnswer } from "@/shared/schemas/launch";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "@/server/test/ai/fake-openai-server";
import { campaignContacts, contacts } from "@/server/db/schema";
import { micrositesOf, seedCampaign, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { personalWorkspaceId } from "@/server/db/membership";

describe("launch with an OpenAI-compatible provider (local fake server)", () => {
  let fake: FakeOpenAiServer;
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    const ai = createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: "fake-model", concurrency: 4, settings: { timeoutMs: 2000, maxRetries: 1 } });
    ctx = await createTestContext({}, { ai, jobSettings: { generate: { retryLimit: 1, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 } } });
    owner = await ctx.signUp();
    await ctx.startWorker();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const launch = async (campaignId: string) =>
    (await (await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId }, cookie: owner.cookie })).json()) as LaunchAnswer;
  const finished = (runId: string) =>
    waitFor(
      async () => (await (await ctx.request(`/api/campaign-status?runId=${runId}`, { cookie: owner.cookie })).json()) as CampaignStatusAnswer,
      (s) => s.status === "completed" || s.status === "failed",
      undefined,
      200,
    );

  it("completes every microsite when a fifth of the provider's answers fail", async () => {
    fake.configure({ failureRate: 0.2, failureKind: "server-error", alwaysFail: null });
    fake.resetStats();
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 30 });
    const run = await launch(campaign.id);
    expect(await finished(run.runId)).toMatchObject({ status: "completed", processed: 30, total: 30, error: null });
    expect(fake.stats.failures).toBeGreaterThan(0);
    const pages = await micrositesOf(ctx.db, campaign.id);
    expect(pages.filter((p) => p.status === "completed")).toHaveLength(30);
    // The model's copy (not the built-in writer's) is what got published.
    expect(pages[0].htmlContent).toContain("a sharper plan for");
  });

  it("marks microsites as errored with a clear reason when the provider is down, and relaunch retries only those", async () => {
    fake.configure({ failureRate: 0, alwaysFail: null });
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 4 });
    expect(await finished((await launch(campaign.id)).runId)).toMatchObject({ status: "completed", total: 4 });
    const published = await micrositesOf(ctx.db, campaign.id);

    // Three more contacts join; the provider goes down for the whole run.
    const added = await ctx.db
      .insert(contacts)
      .values([0, 1, 2].map((i) => ({ userId: owner.id, workspaceId: personalWorkspaceId(owner.id), email: `late${i}-${campaign.id}@example.com`, firstName: `Late${i}`, company: "Later Inc" })))
      .returning();
    await ctx.db.insert(campaignContacts).values(added.map((c) => ({ campaignId: campaign.id, contactId: c.id })));
    fake.configure({ alwaysFail: "server-error" });
    const down = await launch(campaign.id);
    expect(down.total).toBe(3);
    const failed = await finished(down.runId);
    expect(failed).toMatchObject({ status: "failed", processed: 3, total: 3 });
    expect(failed.error).toBe("3 of 3 microsites failed: The AI provider answered 503: The server is overloaded");
    const errored = (await micrositesOf(ctx.db, campaign.id)).filter((m) => m.status === "error");
    expect(errored).toHaveLength(3);
    expect(errored.every((m) => m.error === "The AI provider answered 503: The server is overloaded")).toBe(true);
    const errorPage = await ctx.request(`/site/${errored[0].slug}`);
    expect(errorPage.status).toBe(500);
    expect(await errorPage.text()).toContain("Microsite generation failed");

    // Provider back: the relaunch regenerates the three errored pages and leaves the published ones alone.
    fake.configure({ alwaysFail: null });
    const retry = await launch(campaign.id);
    expect(retry.total).toBe(3);
    expect(await finished(retry.runId)).toMatchObject({ status: "completed", processed: 3, total: 3, error: null });
    const after = await micrositesOf(ctx.db, campaign.id);
    expect(after.filter((m) => m.status === "completed")).toHaveLength(7);
    for (const page of published) {
      const now = after.find((m) => m.id === page.id)!;
      expect(now.publishedAt).toEqual(page.publishedAt);
      expect(now.runId).toBe(page.runId);
    }
  });
});
