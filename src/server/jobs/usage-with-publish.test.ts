import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignStatusAnswer, LaunchAnswer } from "@/shared/schemas/launch";
import { createOpenAiProvider } from "../ai/openai-provider";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../test/ai/fake-openai-server";
import { queryRows } from "../db/rows";
import { seedCampaign, waitFor } from "../test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";

const CONTACTS = 12;

describe("publishing a batch and recording what it cost", () => {
  let fake: FakeOpenAiServer;
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    // A request given up on a loaded machine is still answered and billed by the provider, then asked again: the
    // timeout stays out of the way of what this test counts.
    const ai = createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: "fake-model", concurrency: 4, settings: { timeoutMs: 120_000, maxRetries: 0 } });
    ctx = await createTestContext({}, { ai, jobSettings: { generate: { retryLimit: 5, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 } } });
    owner = await ctx.signUp();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const counts = async (campaignId: string) => {
    const [row] = await queryRows<{ published: number; published_without_usage: number; usage_without_page: number; usage_rows: number }>(ctx.db, sql`
        select (select count(*)::int from campaign_microsites where campaign_id = ${campaignId} and status = 'completed') as published,
               (select count(*)::int from campaign_microsites m where m.campaign_id = ${campaignId} and m.status = 'completed'
                  and not exists (select 1 from ai_usage u where u.microsite_id = m.id)) as published_without_usage,
               (select count(*)::int from ai_usage u join campaign_microsites m on m.id = u.microsite_id
                  where m.campaign_id = ${campaignId} and m.status <> 'completed') as usage_without_page,
               (select count(*)::int from ai_usage u join campaign_microsites m on m.id = u.microsite_id where m.campaign_id = ${campaignId}) as usage_rows`);
    return row;
  };

  it("writes both or neither: a failing usage insert leaves no page published without its cost, and the retry pays nothing twice", async () => {
    // A real database fault in the usage insert. The sequence counts the attempts: it is not rolled back with them.
    await ctx.db.execute(sql`create sequence usage_fault_hits`);
    await ctx.db.execute(sql.raw(`create function usage_fault() returns trigger language plpgsql as $$
      begin perform nextval('usage_fault_hits'); raise exception 'disk I/O error while recording usage'; end $$`));
    await ctx.db.execute(sql`create trigger usage_fault before insert on ai_usage for each statement execute function usage_fault()`);

    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: CONTACTS });
    await ctx.startWorker();
    const run = (await (await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId: campaign.id }, cookie: owner.cookie })).json()) as LaunchAnswer;
    // A batch reached the usage insert and failed there, after its pages were written and stored.
    await waitFor(async () => (await queryRows<{ n: number }>(ctx.db, sql`select (select last_value from usage_fault_hits)::int * (select is_called::int from usage_fault_hits) as n`))[0].n, (n) => n >= 1);
    expect(fake.stats.answered).toBeGreaterThan(0);
    expect(await counts(campaign.id)).toEqual({ published: 0, published_without_usage: 0, usage_without_page: 0, usage_rows: 0 });

    await ctx.db.execute(sql`drop trigger usage_fault on ai_usage`);
    const status = await waitFor(
      async () => (await (await ctx.request(`/api/campaign-status?runId=${run.runId}`, { cookie: owner.cookie })).json()) as CampaignStatusAnswer,
      (s) => s.status === "completed" || s.status === "failed",
    );
    expect(status).toMatchObject({ status: "completed", processed: CONTACTS, total: CONTACTS });
    expect(await counts(campaign.id)).toEqual({ published: CONTACTS, published_without_usage: 0, usage_without_page: 0, usage_rows: CONTACTS });
    // The answers received before the failed writes were kept and reused: every page was paid for once.
    expect(fake.stats.repeatedAnswers).toBe(0);
    const [paid] = await queryRows<{ requests: number }>(ctx.db, sql`select sum(requests)::int as requests from ai_usage`);
    expect(paid.requests).toBe(fake.stats.answered);
  }, 180_000);
});
