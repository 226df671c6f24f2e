import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignStatusAnswer, LaunchAnswer } from "@/shared/schemas/launch";
import { createOpenAiProvider } from "../ai/openai-provider";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../test/ai/fake-openai-server";
import { aiUsage } from "../db/schema";
import { micrositesOf, seedCampaign, waitFor } from "../test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";

/** Issue 24: a provider that drifts into token soup or another language publishes nothing; a good one everything. */
describe("launch gates against a provider's answers (local fake server, judge on)", () => {
  let fake: FakeOpenAiServer;
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    const ai = createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: "fake-model", concurrency: 4, judge: true, settings: { timeoutMs: 5000, maxRetries: 0 } });
    ctx = await createTestContext({}, { ai, jobSettings: { generate: { retryLimit: 0, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 } } });
    owner = await ctx.signUp();
    await ctx.startWorker();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  async function launchPages(contacts: number) {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts });
    const res = await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId: campaign.id }, cookie: owner.cookie });
    const { runId } = (await res.json()) as LaunchAnswer;
    await waitFor(
      async () => (await (await ctx.request(`/api/campaign-status?runId=${runId}`, { cookie: owner.cookie })).json()) as CampaignStatusAnswer,
      (s) => s.status === "completed" || s.status === "failed",
      undefined,
      100,
    );
    const detail = (await (await ctx.request(`/api/campaigns/${campaign.id}`, { cookie: owner.cookie })).json()) as { microsites: Array<{ status: string; error: string | null }> };
    return { pages: await micrositesOf(ctx.db, campaign.id), shown: detail.microsites };
  }

  it("publishes every readable page, each judged once, with the judge's tokens in the page's usage", async () => {
    fake.configure({ pageStyle: "readable", judgeAnswer: "pass" });
    fake.resetStats();
    const { pages } = await launchPages(6);
    expect(pages.map((p) => p.status)).toEqual(Array(6).fill("completed"));
    expect(fake.stats.judgeRequests).toBe(6);
    expect(fake.stats.chatRequests).toBe(12);
    for (const page of pages) expect(page.quality?.checks.find((c) => c.id === "ai-judge")).toMatchObject({ passed: true, blocker: true });
    const usage = await ctx.db.select({ requests: aiUsage.requests }).from(aiUsage).where(inArray(aiUsage.micrositeId, pages.map((p) => p.id)));
    expect(usage.reduce((n, u) => n + Number(u.requests), 0)).toBe(12);
  });

  for (const style of ["gibberish", "foreign"] as const) {
    it(`publishes none of a provider's ${style} pages, and each held page names its failed check in the campaign view`, async () => {
      fake.configure({ pageStyle: style, judgeAnswer: "pass" });
      fake.resetStats();
      const { pages, shown } = await launchPages(4);
      expect(pages.map((p) => p.status)).toEqual(Array(4).fill("error"));
      for (const row of shown) expect(row.error).toMatch(/^Quality check failed: Readable English: Not English: /);
      // Re-written once, never judged: the gates held them first.
      expect(fake.stats.chatRequests).toBe(8);
      expect(fake.stats.judgeRequests).toBe(0);
    });
  }

  it("re-writes a page the judge fails, then holds it with the judge's reason", async () => {
    fake.configure({ pageStyle: "readable", judgeAnswer: "fail" });
    const { pages } = await launchPages(2);
    expect(pages.map((p) => p.status)).toEqual(["error", "error"]);
    for (const page of pages) expect(page.error).toBe("Quality check failed: Claims and tone (AI judge): The AI judge found: “works with Tipalti today”: the contact is evaluating Tipalti, not using it");
  });

  it("holds a page whose judgment is token soup: an unreadable verdict fails closed", async () => {
    fake.configure({ pageStyle: "readable", judgeAnswer: "soup" });
    const { pages } = await launchPages(2);
    expect(pages.map((p) => p.status)).toEqual(["error", "error"]);
    for (const page of pages) expect(page.error).toBe("Quality check failed: Claims and tone (AI judge): The AI judge's answer could not be read, so the page was not judged");
  });
});
