import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAMPAIGN_ID_MESSAGE, NO_CONTACTS_MESSAGE } from "@/shared/schemas/launch";
import type { CampaignStatusAnswer, LaunchAnswer } from "@/shared/schemas/launch";
import { claimMicrosites } from "@/server/jobs/microsite-claims";
import { micrositesOf, seedCampaign, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, expectHiddenFromOtherUser, type TestContext, type TestUser } from "@/server/test/test-app";

describe("launch API", () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const launch = (body: unknown, user = owner) => ctx.request("/api/launch-campaign", { method: "POST", body, cookie: user.cookie });
  const status = async (query: string, user = owner) => {
    const res = await ctx.request(`/api/campaign-status?${query}`, { cookie: user.cookie });
    return { res, body: (await res.json()) as CampaignStatusAnswer };
  };

  it("refuses a malformed or missing campaign id with the spec's message", async () => {
    for (const body of [{ campaignId: "not-a-uuid" }, {}, { campaign_id: "123e4567-e89b-62d3-a456-426614174000" }]) {
      const res = await launch(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(CAMPAIGN_ID_MESSAGE);
    }
  });

  it("answers 404 for an unknown campaign and a clear 400 for one without contacts", async () => {
    expect((await launch({ campaignId: "123e4567-e89b-42d3-a456-426614174000" })).status).toBe(404);
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 0 });
    const res = await launch({ campaignId: campaign.id });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: NO_CONTACTS_MESSAGE });
  });

  it("launches 200 contacts end to end: 202 at once, then every page published exactly once", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 200, brand: true });
    const res = await launch({ campaignId: campaign.id, campaign_id: campaign.id, dedupeKey: "click-1" });
    expect(res.status).toBe(202);
    const answer = (await res.json()) as LaunchAnswer;
    expect(answer).toMatchObject({ status: "queued", processed: 0, total: 200, remaining: 200, run_id: answer.runId });
    // Nothing was generated inside the request.
    expect((await micrositesOf(ctx.db, campaign.id)).every((m) => m.status === "pending")).toBe(true);

    const worker = await ctx.startWorker();
    const final = await waitFor(() => status(`campaignId=${campaign.id}&runId=${answer.runId}`).then((s) => s.body), (s) => s.status === "completed");
    await worker.stop();
    expect(final).toMatchObject({ campaign_id: campaign.id, runId: answer.runId, status: "completed", processed: 200, total: 200, remaining: 0, percent: 100, error: null });

    const pages = await micrositesOf(ctx.db, campaign.id);
    expect(pages).toHaveLength(200);
    expect(new Set(pages.map((p) => p.contactId)).size).toBe(200);
    expect(new Set(pages.map((p) => p.slug)).size).toBe(200);
    for (const page of pages) {
      expect(page.status).toBe("completed");
      expect(page.attempts).toBe(1);
      expect(page.publicUrl).toBe(`${ctx.config.micrositeBaseUrl}/${page.slug}`);
      expect(page.slug).toMatch(/^[a-z0-9-]{1,60}$/);
      expect(page.expiresAt!.getTime() - page.publishedAt!.getTime()).toBe(30 * 86_400_000);
      expect(page.claimToken).toBeNull();
    }
    // The database holds each page's one copy: nothing is written to storage.
    expect(pages.every((p) => p.htmlContent?.includes("Northwind") && p.storageKey === null)).toBe(true);
    expect((await ctx.storage.list("microsites")[Symbol.asyncIterator]().next()).done).toBe(true);

    const viewed = await ctx.request(`/site/${pages[0].slug}`);
    expect(viewed.status).toBe(200);
    expect(await viewed.text()).toContain("Northwind");
  });

  it("dedupes a double click into one run, and relaunch of a finished campaign generates nothing new", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 3 });
    const [a, b] = await Promise.all([launch({ campaignId: campaign.id, dedupeKey: "k1" }), launch({ campaignId: campaign.id, dedupeKey: "k1" })]);
    const [ra, rb] = [(await a.json()) as LaunchAnswer, (await b.json()) as LaunchAnswer];
    expect(ra.runId).toBe(rb.runId);
    // Without a key, a launch while a run is open also joins that run.
    const c = (await (await launch({ campaignId: campaign.id })).json()) as LaunchAnswer;
    expect(c.runId).toBe(ra.runId);
    expect(await micrositesOf(ctx.db, campaign.id)).toHaveLength(3);

    const worker = await ctx.startWorker();
    await waitFor(() => status(`campaign_id=${campaign.id}`).then((s) => s.body), (s) => s.status === "completed");
    await worker.stop();
    const again = (await (await launch({ campaignId: campaign.id })).json()) as LaunchAnswer;
    expect(again.runId).not.toBe(ra.runId);
    expect(again).toMatchObject({ status: "completed", total: 0, remaining: 0 });
  });

  it("pause stops claiming new work, launching again resumes, stop completes the campaign", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 20 });
    const first = (await (await launch({ campaignId: campaign.id })).json()) as LaunchAnswer;
    const paused = await ctx.request(`/api/campaigns/${campaign.id}/pause`, { method: "POST", cookie: owner.cookie });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ id: campaign.id, status: "paused", launch_status: "paused" });

    const worker = await ctx.startWorker();
    // The queued jobs are taken and dropped: a paused run claims nothing.
    const ids = (await micrositesOf(ctx.db, campaign.id)).map((m) => m.id);
    const jobStates = () => Promise.all(ids.map((id) => ctx.deps.queue.boss.findJobs("generate-microsite", { data: { micrositeId: id } }).then((jobs) => jobs.map((j) => j.state))));
    const states = await waitFor(jobStates, (all) => all.every((s) => s.length === 1 && s[0] === "completed"));
    expect(states.flat()).toEqual(Array(20).fill("completed"));
    expect((await micrositesOf(ctx.db, campaign.id)).filter((m) => m.status !== "pending")).toHaveLength(0);
    expect((await status(`runId=${first.runId}`)).body).toMatchObject({ status: "paused", processed: 0, total: 20, etaMs: null });

    const resumed = (await (await launch({ campaignId: campaign.id })).json()) as LaunchAnswer;
    expect(resumed.runId).not.toBe(first.runId);
    expect(resumed.total).toBe(20);
    await waitFor(() => status(`runId=${resumed.runId}`).then((s) => s.body), (s) => s.status === "completed");
    await worker.stop();
    expect((await status(`runId=${first.runId}`)).body.status).toBe("cancelled");

    const stopped = await ctx.request(`/api/campaigns/${campaign.id}/stop`, { method: "POST", cookie: owner.cookie });
    expect(await stopped.json()).toMatchObject({ status: "completed" });
  });

  it("counts the microsites a worker is writing, so a paused run is seen to stand still once none is left", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 5 });
    const run = (await (await launch({ campaignId: campaign.id })).json()) as LaunchAnswer;
    expect((await status(`runId=${run.runId}`)).body.generating).toBe(0);
    const [a, b] = await micrositesOf(ctx.db, campaign.id);
    await claimMicrosites(ctx.db, [{ micrositeId: a.id, token: "job-a" }, { micrositeId: b.id, token: "job-b" }], 10);
    await ctx.request(`/api/campaigns/${campaign.id}/pause`, { method: "POST", cookie: owner.cookie });
    expect((await status(`runId=${run.runId}`)).body).toMatchObject({ status: "paused", processed: 0, generating: 2 });
    expect((await ctx.request(`/api/campaigns/${campaign.id}/stop`, { method: "POST", cookie: owner.cookie })).status).toBe(200);
  });

  it("hides another owner's campaign and run behind 404", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 2 });
    const run = (await (await launch({ campaignId: campaign.id })).json()) as LaunchAnswer;
    const other = await ctx.signUp();
    await expectHiddenFromOtherUser(ctx, other, [
      { path: "/api/launch-campaign", method: "POST", body: { campaignId: campaign.id } },
      { path: `/api/campaign-status?campaignId=${campaign.id}` },
      { path: `/api/campaign-status?runId=${run.runId}` },
      { path: `/api/campaigns/${campaign.id}/pause`, method: "POST" },
      { path: `/api/campaigns/${campaign.id}/stop`, method: "POST" },
    ]);
    expect((await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId: campaign.id } })).status).toBe(401);
  });
});
