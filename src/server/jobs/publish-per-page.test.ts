import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { CampaignStatusAnswer, LaunchAnswer } from "@/shared/schemas/launch";
import { createOpenAiProvider } from "../ai/openai-provider";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../test/ai/fake-openai-server";
import { gatedClock } from "../test/ai/gated-clock";
import { queryRows } from "../db/rows";
import { micrositesOf, seedCampaign, waitFor } from "../test/launch-fixtures";
import { createTestContext, type TestContext } from "../test/test-app";
import { generateMicrositeJob } from "./job-payloads";

/** Issue 24 item 5: a slow model's pages publish one by one, and a batch never outlives its job's expire. */
describe("publishing AI pages one by one", () => {
  let gate = gatedClock();
  let fake: FakeOpenAiServer | null = null;
  let ctx: TestContext | null = null;
  afterEach(async () => {
    gate.open();
    await ctx?.close();
    await fake?.close();
  });

  const start = async (env: Record<string, string>, expireInSeconds?: number) => {
    gate = gatedClock();
    fake = await startFakeOpenAiServer({ latencyMs: 1, clock: gate.clock });
    const ai = createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: "fake-model", concurrency: 4, maxConcurrency: Number(env.AI_MAX_CONCURRENCY), settings: { timeoutMs: 600_000, maxRetries: 0 } });
    ctx = await createTestContext(env, { ai, jobSettings: expireInSeconds ? { generate: { expireInSeconds } } : {} });
    const owner = await ctx.signUp();
    await ctx.startWorker();
    return { ctx, fake, owner };
  };
  const launch = async (c: TestContext, cookie: string, campaignId: string) =>
    (await (await c.request("/api/launch-campaign", { method: "POST", body: { campaignId }, cookie })).json()) as LaunchAnswer;
  const status = async (c: TestContext, cookie: string, runId: string) => (await (await c.request(`/api/campaign-status?runId=${runId}`, { cookie })).json()) as CampaignStatusAnswer;

  it("publishes a page, with its usage, as soon as its answer passes the gates, while the rest of its batch is still being written", async () => {
    const { ctx: c, fake: f, owner } = await start({ AI_MAX_CONCURRENCY: "8" });
    const { campaign } = await seedCampaign(c.db, owner.id, { contacts: 6 });
    const run = await launch(c, owner.cookie, campaign.id);
    // All six pages are one batch; the provider answers the first request only.
    await waitFor(async () => gate.held, (n) => n >= 1);
    gate.release();
    const first = await waitFor(() => status(c, owner.cookie, run.runId), (s) => s.processed >= 1);
    expect(first).toMatchObject({ status: "running", processed: 1, total: 6 });
    const pages = await micrositesOf(c.db, campaign.id);
    const published = pages.filter((p) => p.status === "completed");
    expect(published).toHaveLength(1);
    // The other pages of the batch are still being written (their answers held), and the published one has its cost.
    expect(pages.filter((p) => p.status === "pending" && p.claimToken !== null)).toHaveLength(5);
    const [usage] = (await queryRows<{ n: number }>(c.db, sql`select count(*)::int as n from ai_usage where microsite_id = ${published[0].id}`));
    expect(usage.n).toBe(1);

    // The rest are answered and published.
    while ((await status(c, owner.cookie, run.runId)).status !== "completed") {
      if (gate.held > 0) gate.release();
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(f.stats.answered).toBe(6);
    expect((await micrositesOf(c.db, campaign.id)).every((p) => p.status === "completed")).toBe(true);
  }, 120_000);

  it("gives back the pages a batch has no time to start and queues them again, so no job outlives its expire; nothing is paid twice", async () => {
    // A batch of 12 pages with 20 s to live: pages not started within 10 s go back to the queue.
    const { ctx: c, fake: f, owner } = await start({ AI_MAX_CONCURRENCY: "12" }, 20);
    const { campaign } = await seedCampaign(c.db, owner.id, { contacts: 12 });
    const run = await launch(c, owner.cookie, campaign.id);
    // The server answers nothing: the first request waits, the other pages never get to send theirs.
    const attempts = async () => (await queryRows<{ n: number }>(c.db, sql`select max(attempts)::int as n from campaign_microsites where campaign_id = ${campaign.id}`))[0].n;
    await waitFor(attempts, (n) => n >= 2);
    expect(f.stats.chatRequests).toBe(1);
    gate.open();
    const done = await waitFor(() => status(c, owner.cookie, run.runId), (s) => s.status === "completed" || s.status === "failed");
    expect(done).toMatchObject({ status: "completed", processed: 12, total: 12 });
    expect(f.stats.answered).toBe(12);
    expect(f.stats.repeatedAnswers).toBe(0);
    const jobs = (await queryRows<{ state: string; n: number }>(c.db, sql`select state, count(*)::int as n from pgboss.job where name = ${generateMicrositeJob.name} group by state`));
    // Given-back pages got new jobs; no job failed or expired.
    expect(jobs.filter((j) => j.state !== "completed")).toEqual([]);
    expect(jobs.find((j) => j.state === "completed")!.n).toBeGreaterThan(12);
  }, 180_000);
});
