import type { JobWithMetadata } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAiProvider } from "../ai/openai-provider";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../test/ai/fake-openai-server";
import { aiUsage, micrositeDrafts } from "../db/schema";
import { launchCampaign } from "../features/launch/service";
import { micrositesOf, seedCampaign } from "../test/launch-fixtures";
import { createTestContext, type TestContext } from "../test/test-app";
import { eq, inArray, sql } from "drizzle-orm";
import { handleGenerateBatch, type GenerateDeps } from "./generate-microsites";
import { createContextLoader } from "./generation-context";
import { personalScope } from "../db/membership";

const PAGES = 6;

const jobsFor = (ids: string[], attempt: number) =>
  ids.map((micrositeId) => ({ id: crypto.randomUUID(), data: { micrositeId }, retryCount: attempt, retryLimit: 3 }) as unknown as JobWithMetadata<unknown>);

describe("a page the provider already answered", () => {
  let fake: FakeOpenAiServer;
  let ctx: TestContext;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it("is published from the kept answer on the retry: one provider call per page, its cost counted once", async () => {
    const owner = await ctx.signUp();
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: PAGES });
    await launchCampaign(ctx.deps, personalScope(owner.id), { campaignId: campaign.id, dedupeKey: null });
    const ids = (await micrositesOf(ctx.db, campaign.id)).map((m) => m.id);
    const ai = createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: "fake-model", concurrency: 4, settings: { timeoutMs: 5000, maxRetries: 0 } });
    const deps: GenerateDeps = { ...ctx.deps, ai, contexts: createContextLoader(ctx.db), staleClaimMinutes: 30, workerId: null };

    // The publish fails after every answer was paid for, as if the database went away at that moment.
    await ctx.db.execute(sql.raw(`create function publish_fault() returns trigger language plpgsql as $$
      begin raise exception 'disk I/O error while publishing'; end $$`));
    await ctx.db.execute(sql.raw(`create trigger publish_fault before update on campaign_microsites for each row
      when (old.status = 'pending' and new.status <> 'pending') execute function publish_fault()`));
    const jobs = jobsFor(ids, 0);
    const failed = await handleGenerateBatch(deps, jobs).catch((error: Error) => error);
    expect(String((failed as Error).cause)).toMatch(/disk I\/O error while publishing/);
    await ctx.db.execute(sql`drop trigger publish_fault on campaign_microsites`);
    expect(fake.stats.answered).toBe(PAGES);
    const kept = await ctx.db.select().from(micrositeDrafts).where(inArray(micrositeDrafts.micrositeId, ids));
    expect(kept).toHaveLength(PAGES);

    // pg-boss retries the same jobs: they publish without asking the provider again.
    const second = await handleGenerateBatch(deps, jobs.map((job) => ({ ...job, retryCount: 1 })));
    expect(second.every((r) => r.status === "completed")).toBe(true);
    expect(fake.stats.chatRequests).toBe(PAGES);
    expect(fake.stats.repeatedAnswers).toBe(0);
    const pages = await micrositesOf(ctx.db, campaign.id);
    expect(pages.every((p) => p.status === "completed" && p.htmlContent?.includes("a sharper plan for"))).toBe(true);
    expect(await ctx.db.select().from(micrositeDrafts).where(inArray(micrositeDrafts.micrositeId, ids))).toHaveLength(0);
    // ai_usage: the first attempt's rows hold the paid requests; the retry adds none.
    const usage = await ctx.db.select().from(aiUsage).where(eq(aiUsage.runId, pages[0].runId!));
    expect(usage.reduce((n, u) => n + u.requests, 0)).toBe(PAGES);
  });
});
