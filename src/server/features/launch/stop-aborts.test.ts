import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LaunchAnswer } from "@/shared/schemas/launch";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "@/server/test/ai/fake-openai-server";
import { gatedClock } from "@/server/test/ai/gated-clock";
import { queryRows } from "@/server/db/rows";
import { generateMicrositeJob } from "@/server/jobs/job-payloads";
import { micrositesOf, seedCampaign, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";

const CONTACTS = 24;

describe("Stop during a launch against a slow provider", () => {
  const gate = gatedClock();
  let fake: FakeOpenAiServer;
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ latencyMs: 1, clock: gate.clock });
    const ai = createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: "fake-model", concurrency: 4, settings: { timeoutMs: 600_000, maxRetries: 0 } });
    ctx = await createTestContext({ AI_MAX_CONCURRENCY: "4" }, { ai });
    owner = await ctx.signUp();
    await ctx.startWorker();
  });
  afterAll(async () => {
    gate.open();
    await ctx.close();
    await fake.close();
  });

  it("sends no request after Stop answers: requests in flight are aborted, their pages go back to pending, nothing is paid twice", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: CONTACTS });
    const run = (await (await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId: campaign.id }, cookie: owner.cookie })).json()) as LaunchAnswer;
    // The first requests are answered (their pages publish), the next ones are in flight when Stop is pressed.
    // (The rate governor starts with one request in flight and raises it as answers come back.)
    const publishedCount = async () => (await micrositesOf(ctx.db, campaign.id)).filter((m) => m.status === "completed").length;
    while ((await publishedCount()) < 4) {
      await waitFor(async () => gate.held, (n) => n >= 1);
      gate.release();
    }
    await waitFor(async () => gate.held, (n) => n >= 1);

    const stop = await ctx.request(`/api/campaigns/${campaign.id}/stop`, { method: "POST", cookie: owner.cookie });
    expect(stop.status).toBe(200);
    const requestsAtStop = fake.stats.chatRequests;

    // Settled: every job of the launch finished and no page is held by a worker.
    await waitFor(
      async () =>
        (await queryRows<{ open: number }>(ctx.db, sql`select count(*)::int as open from pgboss.job where name = ${generateMicrositeJob.name} and state in ('created', 'retry', 'active')`))[0].open +
        (await micrositesOf(ctx.db, campaign.id)).filter((m) => m.claimToken !== null).length,
      (n) => n === 0,
    );
    expect(fake.stats.chatRequests).toBe(requestsAtStop);

    const pages = await micrositesOf(ctx.db, campaign.id);
    const published = pages.filter((m) => m.status === "completed");
    expect(pages.filter((m) => m.status !== "completed" && m.status !== "pending")).toEqual([]);
    expect(published.length).toBeLessThan(CONTACTS);
    const usage = await queryRows<{ microsite_id: string; requests: number }>(ctx.db, sql`select microsite_id, requests from ai_usage where run_id = ${run.runId}`);
    // Only answers received are paid, once each: one usage row per published page, none for an aborted request.
    expect(usage.map((u) => u.microsite_id).sort()).toEqual(published.map((m) => m.id).sort());
    expect(usage.every((u) => u.requests === 1)).toBe(true);
    expect(fake.stats.repeatedAnswers).toBe(0);
  }, 120_000);
});
