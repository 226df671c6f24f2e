import type { JobWithMetadata } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAiProvider } from "../ai/openai-provider";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../test/ai/fake-openai-server";
import { aiUsage, micrositeDrafts } from "../db/schema";
import { launchCampaign } from "../features/launch/service";
import type { Storage } from "../storage/storage";
import { micrositesOf, seedCampaign } from "../test/launch-fixtures";
import { createTestContext, type TestContext } from "../test/test-app";
import { eq, inArray } from "drizzle-orm";
import { handleGenerateBatch, type GenerateDeps } from "./generate-microsites";
import { createContextLoader } from "./generation-context";
import { personalScope } from "../db/membership";

const PAGES = 6;

/** Storage whose first write of each page fails, as if the process died between the provider's answer and the publish. */
function failingOnce(storage: Storage): Storage {
  const seen = new Set<string>();
  return {
    ...storage,
    async put(bucket, key, body, contentType) {
      if (!seen.has(key)) {
        seen.add(key);
        throw new Error("disk went away");
      }
      return storage.put(bucket, key, body, contentType);
    },
  };
}

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
    const deps: GenerateDeps = { ...ctx.deps, ai, storage: failingOnce(ctx.storage), contexts: createContextLoader(ctx.db), staleClaimMinutes: 30, workerId: null };

    const first = await handleGenerateBatch(deps, jobsFor(ids, 0));
    expect(first.every((r) => r.status === "failed")).toBe(true);
    expect(fake.stats.answered).toBe(PAGES);
    const kept = await ctx.db.select().from(micrositeDrafts).where(inArray(micrositeDrafts.micrositeId, ids));
    expect(kept).toHaveLength(PAGES);

    // The retry (another job, as after a crash) publishes without asking the provider again.
    const second = await handleGenerateBatch(deps, jobsFor(ids, 1));
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
