import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toIsoDate } from "@/shared/analytics";
import { campaignMetrics, campaigns, contacts, micrositeEngagement, templateFrameworks } from "@/server/db/schema";
import { createTestContext, type TestContext } from "@/server/test/test-app";
import { seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { personalWorkspaceId } from "@/server/db/membership";

describe("GET /api/dashboard", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("counts only the signed-in user's records", async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    await ctx.db.insert(campaigns).values([
      { userId: owner.id, workspaceId: personalWorkspaceId(owner.id), name: "Live one", status: "live" },
      { userId: owner.id, workspaceId: personalWorkspaceId(owner.id), name: "Draft one" },
      { userId: other.id, workspaceId: personalWorkspaceId(other.id), name: "Not mine", status: "live" },
    ]);
    await ctx.db.insert(contacts).values([
      { userId: owner.id, workspaceId: personalWorkspaceId(owner.id), email: "a@x.com" },
      { userId: other.id, workspaceId: personalWorkspaceId(other.id), email: "b@x.com" },
    ]);
    await ctx.db.insert(templateFrameworks).values({ workspaceId: personalWorkspaceId(other.id), userId: other.id, name: "Theirs" });

    const res = await ctx.request("/api/dashboard", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const stats = await res.json();
    expect(stats).toMatchObject({ campaigns: 2, liveCampaigns: 1, contacts: 1, frameworks: 0, microsites: 0, launchedCampaigns: 0 });
    expect(stats.thisMonth.campaigns).toBe(2);
    // Nothing published or viewed yet: every rate is "no data" (the dash), never 0%.
    expect(stats.engagement).toMatchObject({ conversionRate: null, engagementScore: null });
    expect(stats.performance).toEqual({ deliveryRate: null, openRate: null, clickThroughRate: null });
    expect(stats.recentActivity.map((a: { title: string }) => a.title)).toEqual(["Campaign created", "Campaign created"]);
  });

  it("computes conversion, engagement and delivery/open/click-through rates from human engagement", async () => {
    const owner = await ctx.signUp();
    const viewed = await seedMicrosite(ctx.db, owner.id, { campaignName: "Rates" });
    const ignored = await seedMicrosite(ctx.db, owner.id, { campaignId: viewed.campaignId });
    await seedMicrosite(ctx.db, owner.id, { campaignId: viewed.campaignId, status: "error" });
    const today = toIsoDate(new Date());
    await ctx.db.insert(campaignMetrics).values([
      { campaignId: viewed.campaignId, contactId: viewed.contact.id, metricType: "view", metricDate: today, samples: 4, value: 4 },
      { campaignId: viewed.campaignId, contactId: viewed.contact.id, metricType: "click", metricDate: today, samples: 1, value: 1 },
      { campaignId: viewed.campaignId, contactId: viewed.contact.id, metricType: "session_duration", metricDate: today, samples: 1, value: 30 },
      { campaignId: viewed.campaignId, contactId: ignored.contact.id, metricType: "view", metricDate: today, samples: 40, value: 40, source: "bot" },
    ]);
    const stats = await (await ctx.request("/api/dashboard", { cookie: owner.cookie })).json();
    expect(stats.microsites).toBe(3);
    // One prospect viewed 4 times and clicked once: they converted (100%), while 1 click in 4 views is a 25% CTR.
    expect(stats.engagement).toMatchObject({ views: 4, clicks: 1, conversionRate: 100 });
    // reach 1/2 -> 20, action 1/1 -> 40, attention 30/60 -> 10
    expect(stats.engagement.engagementScore).toBe(70);
    expect(stats.engagementThisMonth).toEqual({ conversionRate: 100, engagementScore: 70 });
    expect(stats.engagementLastMonth).toEqual({ conversionRate: null, engagementScore: null }); // nothing was live yet
    // Delivery: 2 published of 3 contacts launched; open: 1 of the 2 published opened by a person.
    expect(stats.performance).toEqual({ deliveryRate: 66.7, openRate: 50, clickThroughRate: 25 });
    expect(stats.launchedCampaigns).toBe(1);
  });

  it("lists recent activity newest first, with View All paging", async () => {
    const owner = await ctx.signUp();
    const site = await seedMicrosite(ctx.db, owner.id, { campaignName: "Fall", contact: { firstName: "Kim", lastName: "Wu", company: "Stark" } });
    await ctx.db.insert(micrositeEngagement).values({
      micrositeId: site.microsite.id,
      userId: owner.id,
      campaignId: site.campaignId,
      contactId: site.contact.id,
      firstViewedAt: new Date(Date.now() + 1000),
      firstClickedAt: new Date(Date.now() + 2000),
    });
    const stats = await (await ctx.request("/api/dashboard", { cookie: owner.cookie })).json();
    expect(stats.activityTotal).toBe(4);
    const titles = stats.recentActivity.map((a: { title: string }) => a.title);
    expect(titles.slice(0, 2)).toEqual(["CTA clicked", "Microsite first viewed"]);
    expect(titles.slice(2).sort()).toEqual(["Campaign created", "Campaign launched"]);
    expect(stats.recentActivity[0]).toMatchObject({ kind: "cta_clicked", description: 'Kim Wu (Stark) clicked "Book Now" · Fall', micrositeId: site.microsite.id });

    const page = await ctx.request("/api/dashboard/activity?limit=2&offset=2", { cookie: owner.cookie });
    expect(page.headers.get("x-total-count")).toBe("4");
    const items = await page.json();
    expect(items.map((i: { kind: string }) => i.kind).sort()).toEqual(["campaign_created", "campaign_launched"]);
    expect((await ctx.request("/api/dashboard/activity?limit=500", { cookie: owner.cookie })).status).toBe(400);

    const stranger = await ctx.signUp();
    const theirs = await ctx.request("/api/dashboard/activity", { cookie: stranger.cookie });
    expect(await theirs.json()).toEqual([]);
    expect(theirs.headers.get("x-total-count")).toBe("0");
  });
});
