import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toIsoDate } from "@/shared/analytics";
import { campaignMetrics, micrositeEngagement } from "@/server/db/schema";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { joinAs, json } from "@/server/test/workspace/workspace-kit";
import { personalWorkspaceId } from "@/server/db/membership";
import type { DashboardStats } from "./service";

describe("GET /api/dashboard in a team (issue 23 item 8)", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let rep: TestUser;
  let repCampaign: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.signUp({ firstName: "Mia", lastName: "Admin" });
    rep = await joinAs(ctx, admin, "member", "Rita");
    const team = personalWorkspaceId(admin.id);
    // The member's campaign: one page a prospect viewed twice and clicked, one page waiting for an admin's review.
    const viewed = await seedMicrosite(ctx.db, rep.id, { workspaceId: team, campaignName: "Rita's spring", contact: { firstName: "Kim", lastName: "Wu", company: "Stark" } });
    repCampaign = viewed.campaignId;
    await seedMicrosite(ctx.db, rep.id, { workspaceId: team, campaignId: repCampaign, status: "awaiting_approval", expiresAt: null });
    const today = toIsoDate(new Date());
    await ctx.db.insert(campaignMetrics).values([
      { campaignId: repCampaign, contactId: viewed.contact.id, metricType: "view", metricDate: today, samples: 2, value: 2 },
      { campaignId: repCampaign, contactId: viewed.contact.id, metricType: "click", metricDate: today, samples: 1, value: 1 },
    ]);
    await ctx.db.insert(micrositeEngagement).values({
      micrositeId: viewed.microsite.id,
      userId: rep.id,
      campaignId: repCampaign,
      contactId: viewed.contact.id,
      firstViewedAt: new Date(Date.now() + 1000),
      firstClickedAt: new Date(Date.now() + 2000),
      lastViewedAt: new Date(Date.now() + 1000),
    });
    // The admin's own campaign, and a stranger's workspace that nobody here sees.
    await seedMicrosite(ctx.db, admin.id, { campaignName: "Mia's own" });
    const stranger = await ctx.signUp();
    await seedMicrosite(ctx.db, stranger.id, { campaignName: "Elsewhere" });
  });
  afterAll(() => ctx.close());

  it("shows an admin the team's figures, activity naming the rep, hot prospects and the pages awaiting approval", async () => {
    const stats = await json<DashboardStats>(ctx.request("/api/dashboard", { cookie: admin.cookie }));
    expect(stats).toMatchObject({ campaigns: 2, liveCampaigns: 2, launchedCampaigns: 2, microsites: 3, contacts: 3, pagesAwaitingApproval: 1 });
    expect(stats.engagement).toMatchObject({ views: 2, clicks: 1, conversionRate: 100 });
    expect(stats.performance.clickThroughRate).toBe(50);

    const clicked = stats.recentActivity.find((a) => a.kind === "cta_clicked")!;
    expect(clicked).toMatchObject({ campaignId: repCampaign, description: 'Kim Wu (Stark) clicked "Book Now" · Rita\'s spring', repName: "Rita Member" });
    // The admin's own campaign needs no name.
    const own = stats.recentActivity.find((a) => a.kind === "campaign_created" && a.description.startsWith("Mia's own"))!;
    expect(own.repName).toBeUndefined();
    expect(stats.recentActivity.some((a) => a.description.includes("Elsewhere"))).toBe(false);

    expect(stats.hotProspects).toEqual([expect.objectContaining({ name: "Kim Wu", campaignId: repCampaign, views: 2, clicks: 1, repName: "Rita Member" })]);

    const all = await ctx.request("/api/dashboard/activity?limit=50", { cookie: admin.cookie });
    expect(Number(all.headers.get("x-total-count"))).toBe(stats.activityTotal);
    expect(stats.activityTotal).toBe(6); // 2 campaigns created + 2 launched + the rep's view and click
  });

  it("keeps a member's dashboard their own, without the review queue", async () => {
    const stats = await json<DashboardStats>(ctx.request("/api/dashboard", { cookie: rep.cookie }));
    expect(stats).toMatchObject({ campaigns: 1, microsites: 2, contacts: 2, pagesAwaitingApproval: 0 });
    expect(stats.engagement).toMatchObject({ views: 2, clicks: 1 });
    expect(stats.recentActivity.every((a) => a.campaignId === repCampaign && a.repName === undefined)).toBe(true);
    expect(stats.hotProspects).toEqual([expect.objectContaining({ name: "Kim Wu" })]);
    expect(stats.hotProspects[0]).not.toHaveProperty("repName");
  });
});
