import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignStatusAnswer, LaunchAnswer } from "@/shared/schemas/launch";
import { campaigns, launchRuns } from "@/server/db/schema";
import { markRunsStarted } from "@/server/jobs/microsite-claims";
import { micrositesOf, seedCampaign, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";

// Issue 15 item 9: regenerating one page must not look like a launch of the whole campaign to the launch panel.
describe("regenerating one microsite is not a campaign launch", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let campaignId: string;
  let launchRunId: string;
  const status = async (query: string) => (await (await ctx.request(`/api/campaign-status?${query}`, { cookie: owner.cookie })).json()) as CampaignStatusAnswer;
  const launchStatusOfCampaign = async () => (await ctx.db.select({ s: campaigns.launchStatus }).from(campaigns).where(eq(campaigns.id, campaignId)))[0].s;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp();
    campaignId = (await seedCampaign(ctx.db, owner.id, { contacts: 2 })).campaign.id;
    const worker = await ctx.startWorker();
    const run = (await (await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId }, cookie: owner.cookie })).json()) as LaunchAnswer;
    launchRunId = run.runId;
    await waitFor(() => status(`runId=${run.runId}`), (s) => s.status === "completed");
    // No worker while the regeneration is queued, so each step below happens when the test says so.
    await worker.stop();
  });
  afterAll(() => ctx.close());

  it("keeps the campaign's launch state and its status by campaign on the launch run", async () => {
    const [page] = await micrositesOf(ctx.db, campaignId);
    const res = await ctx.request(`/api/microsites/${page.id}/regenerate`, { method: "POST", cookie: owner.cookie });
    expect(res.status).toBe(202);
    const regeneration = (await res.json()) as LaunchAnswer;
    expect(regeneration.runId).not.toBe(launchRunId);
    const [row] = await ctx.db.select({ kind: launchRuns.kind }).from(launchRuns).where(eq(launchRuns.id, regeneration.runId));
    expect(row.kind).toBe("regeneration");

    // A worker takes the page: the regeneration run starts, the campaign's launch does not restart.
    await markRunsStarted(ctx.db, [regeneration.runId]);
    expect((await status(`runId=${regeneration.runId}`)).status).toBe("running");
    expect(await launchStatusOfCampaign()).toBe("completed");
    const byCampaign = await status(`campaignId=${campaignId}`);
    expect(byCampaign).toMatchObject({ run_id: launchRunId, status: "completed" });

    await ctx.startWorker();
    await waitFor(() => status(`runId=${regeneration.runId}`), (s) => s.status === "completed");
    expect((await status(`runId=${regeneration.runId}`)).status).toBe("completed");
    expect(await launchStatusOfCampaign()).toBe("completed");
    expect((await status(`campaignId=${campaignId}`)).run_id).toBe(launchRunId);
  });

  it("does not let an open regeneration stand in for a new launch", async () => {
    const [page] = await micrositesOf(ctx.db, campaignId);
    await ctx.db.update(launchRuns).set({ status: "paused" }).where(eq(launchRuns.kind, "launch"));
    const regeneration = (await (await ctx.request(`/api/microsites/${page.id}/regenerate`, { method: "POST", cookie: owner.cookie })).json()) as LaunchAnswer;
    const launched = (await (await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId }, cookie: owner.cookie })).json()) as LaunchAnswer;
    expect(launched.runId).not.toBe(regeneration.runId);
    const [row] = await ctx.db.select({ kind: launchRuns.kind }).from(launchRuns).where(eq(launchRuns.id, launched.runId));
    expect(row.kind).toBe("launch");
  });
});
