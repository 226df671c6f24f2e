import { eq, and } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QualityReport } from "@/shared/quality";
import { PREVIEW_MESSAGES } from "@/shared/schemas/preview";
import { campaignContacts, launchRuns, microsites } from "@/server/db/schema";
import type { LaunchAnswer } from "@/shared/schemas/launch";
import { micrositesOf, seedCampaign, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, expectHiddenFromOtherUser, type TestContext, type TestUser } from "@/server/test/test-app";

type Preview = { html: string; quality: QualityReport; contact_id: string };

describe("POST /api/campaigns/:id/preview", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp();
    other = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const preview = (campaignId: string, body: unknown = {}, user = owner) =>
    ctx.request(`/api/campaigns/${campaignId}/preview`, { method: "POST", body, cookie: user.cookie });

  it("answers the first contact's page with its quality report, without tracking, storing or counting anything", async () => {
    const { campaign, contacts } = await seedCampaign(ctx.db, owner.id, { contacts: 3, brand: true });
    // The campaign view lists the most recently added contact first; that one is the default.
    await ctx.db
      .update(campaignContacts)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(and(eq(campaignContacts.campaignId, campaign.id), eq(campaignContacts.contactId, contacts[1].id)));
    const res = await preview(campaign.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Preview;
    expect(Object.keys(body).sort()).toEqual(["contact_id", "html", "quality"]);
    expect(body.contact_id).toBe(contacts[1].id);
    expect(body.html).toMatch(/^<!doctype html>/);
    expect(body.html).toContain("Company 1");
    expect(body.html).not.toContain("<script");
    expect(body.quality.checks.length).toBeGreaterThan(10);
    expect(body.quality.score).toBeGreaterThanOrEqual(0);
    expect(await ctx.db.select().from(microsites).where(eq(microsites.campaignId, campaign.id))).toEqual([]);
    expect(await ctx.db.select().from(launchRuns).where(eq(launchRuns.campaignId, campaign.id))).toEqual([]);
    expect((await ctx.storage.list("microsites")[Symbol.asyncIterator]().next()).done).toBe(true);
  });

  it("answers the chosen contact's page, the same page a launch would write", async () => {
    const { campaign, contacts } = await seedCampaign(ctx.db, owner.id, { contacts: 2 });
    const first = (await (await preview(campaign.id, { contact_id: contacts[0].id })).json()) as Preview;
    const again = (await (await preview(campaign.id, { contact_id: contacts[0].id })).json()) as Preview;
    expect(first.contact_id).toBe(contacts[0].id);
    expect(first.html).toContain("Company 0");
    expect(again.html).toBe(first.html);

    const res = await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId: campaign.id }, cookie: owner.cookie });
    const { runId } = (await res.json()) as LaunchAnswer;
    const worker = await ctx.startWorker();
    await waitFor(
      () => ctx.request(`/api/campaign-status?campaignId=${campaign.id}&runId=${runId}`, { cookie: owner.cookie }).then((r) => r.json() as Promise<{ status: string }>),
      (s) => s.status === "completed",
    );
    await worker.stop();
    const launched = (await micrositesOf(ctx.db, campaign.id)).find((m) => m.contactId === contacts[0].id);
    expect(launched?.htmlContent?.replace(/<script[^>]*>[\s\S]*?<\/script>/, "")).toBe(first.html);
    // The same verdicts; only the page size differs, by the tracking script the preview leaves out.
    const verdicts = (report?: QualityReport | null) => report?.checks.map((c) => `${c.id} ${c.passed}`);
    expect(verdicts(launched?.quality)).toEqual(verdicts(first.quality));
  });

  it("refuses a bad contact id, a contact outside the campaign and a campaign without contacts", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 1 });
    const { contacts: elsewhere } = await seedCampaign(ctx.db, owner.id, { contacts: 1 });
    const bad = await preview(campaign.id, { contact_id: "not-a-uuid" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(PREVIEW_MESSAGES.contactId);
    const outside = await preview(campaign.id, { contact_id: elsewhere[0].id });
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual({ error: PREVIEW_MESSAGES.contactNotFound });
    const { campaign: empty } = await seedCampaign(ctx.db, owner.id, { contacts: 0 });
    const none = await preview(empty.id);
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ error: PREVIEW_MESSAGES.noContacts });
  });

  it("answers 404 for another owner's campaign or contact", async () => {
    const { campaign, contacts } = await seedCampaign(ctx.db, owner.id, { contacts: 1 });
    await expectHiddenFromOtherUser(ctx, other, [{ path: `/api/campaigns/${campaign.id}/preview`, method: "POST", body: {} }]);
    const { campaign: theirs } = await seedCampaign(ctx.db, other.id, { contacts: 1 });
    expect((await preview(theirs.id, { contact_id: contacts[0].id }, other)).status).toBe(404);
  });
});
