import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, toIsoDate } from "@/shared/analytics";
import { campaignMetrics, micrositeEngagement } from "@/server/db/schema";
import { createTestContext, expectHiddenFromOtherUser, type TestContext, type TestUser } from "@/server/test/test-app";
import { seedMicrosite } from "@/server/test/metrics/metrics-fixtures";

type Site = Awaited<ReturnType<typeof seedMicrosite>>;
const today = toIsoDate(new Date());
const daysAgo = (n: number) => addDays(today, -n);

describe("GET /api/analytics", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  let a1: Site;
  let a2: Site;
  let b1: Site;

  async function count(site: Site, type: string, date: string, samples: number, value = samples, source = "human") {
    await ctx.db.insert(campaignMetrics).values({ campaignId: site.campaignId, contactId: site.contact.id, metricType: type, metricDate: date, samples, value, source });
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp();
    other = await ctx.signUp();
    a1 = await seedMicrosite(ctx.db, owner.id, { campaignName: "Alpha", contact: { firstName: "Ann", lastName: "Lee", company: "Initech" } });
    a2 = await seedMicrosite(ctx.db, owner.id, { campaignId: a1.campaignId, contact: { firstName: "Bo", lastName: "Ray", company: "Hooli" } });
    b1 = await seedMicrosite(ctx.db, owner.id, { campaignName: "Beta" });
    const theirs = await seedMicrosite(ctx.db, other.id, { campaignName: "Not mine" });

    await count(a1, "view", today, 4);
    await count(a1, "click", today, 1);
    await count(a1, "session_duration", today, 2, 50); // two sessions, 50 s in total
    await count(a1, "view", daysAgo(6), 2); // inside 7d
    await count(a1, "view", daysAgo(7), 8); // first day outside 7d
    await count(a2, "view", daysAgo(29), 10); // inside 30d
    await count(a2, "click", daysAgo(29), 2);
    await count(a2, "view", daysAgo(30), 100); // outside 30d, inside 90d (previous 30d period)
    await count(b1, "view", daysAgo(364), 1000); // inside 1y only
    await count(a1, "view", daysAgo(365), 5000); // outside every period
    await count(a1, "view", today, 77, 77, "bot"); // scanners never count as human
    await count(theirs, "view", today, 9999);
    await ctx.db.insert(micrositeEngagement).values({ micrositeId: a1.microsite.id, userId: owner.id, campaignId: a1.campaignId, contactId: a1.contact.id, lastViewedAt: new Date() });
  });
  afterAll(() => ctx.close());

  const get = async (query: string, user = owner) => {
    const res = await ctx.request(`/api/analytics${query}`, { cookie: user.cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };

  it("sums human events per period boundary (7d, 30d default, 90d, 1y)", async () => {
    const week = await get("?period=7d");
    expect(week.kpis).toMatchObject({ views: 6, clicks: 1, conversions: 1, botViews: 77, avgSessionSeconds: 25 });
    expect(week.kpis.conversionRate).toBe(100); // the one prospect who viewed clicked: 1 / 1 x 100
    expect(week.kpis.clickThroughRate).not.toBe(week.kpis.conversionRate / 100); // 1 click in 6 views
    expect(week.kpis.clickThroughRate).toBeCloseTo(1 / 6);
    expect(week.kpis.clickConversionRate).toBe(1);
    expect(week.series).toHaveLength(7);
    expect(week.series.at(-1)).toMatchObject({ date: today, views: 4, clicks: 1, conversions: 1, botViews: 77 });
    expect(week.range).toMatchObject({ start: daysAgo(6), end: today });

    const month = await get("");
    expect(month.period).toBe("30d");
    expect(month.kpis).toMatchObject({ views: 24, clicks: 3, conversions: 2, conversionRate: 100 });
    expect(month.kpis.previous).toMatchObject({ views: 100, clicks: 0 });
    expect(month.series).toHaveLength(30);

    expect((await get("?period=90d")).kpis.views).toBe(124);
    const year = await get("?period=1y");
    expect(year.kpis.views).toBe(1124);
    expect(year.series).toHaveLength(365);
  });

  it("breaks figures down per campaign and per microsite, most viewed first", async () => {
    const data = await get("?period=1y");
    expect(data.campaigns.map((c: { name: string; views: number }) => [c.name, c.views])).toEqual([
      ["Beta", 1000],
      ["Alpha", 124],
    ]);
    expect(data.topPages[0]).toMatchObject({ campaignName: "Beta", views: 1000 });
    const ann = data.rows.find((r: { micrositeId: string }) => r.micrositeId === a1.microsite.id);
    expect(ann).toMatchObject({ contactName: "Ann Lee", company: "Initech", views: 14, clicks: 1, avgSessionSeconds: 25, slug: a1.microsite.slug });
    expect(ann.url).toBe(`${ctx.config.micrositeBaseUrl}/${a1.microsite.slug}`);
    expect(ann.lastViewedAt).not.toBeNull();
    expect(data.rowsTotal).toBe(3);
    expect(data.campaignOptions.map((c: { name: string }) => c.name).sort()).toEqual(["Alpha", "Beta"]);
  });

  it("filters by campaign", async () => {
    const data = await get(`?period=1y&campaignId=${a1.campaignId}`);
    expect(data.kpis.views).toBe(124);
    expect(data.campaigns.map((c: { name: string }) => c.name)).toEqual(["Alpha"]);
    expect(data.rows).toHaveLength(2);
    expect(data.campaignOptions).toHaveLength(2); // the selector still lists every campaign
  });

  it("rejects a bad period and hides other owners' campaigns", async () => {
    const bad = await ctx.request("/api/analytics?period=14d", { cookie: owner.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("period must be one of 7d, 30d, 90d, 1y");
    await expectHiddenFromOtherUser(ctx, other, [
      { path: `/api/analytics?campaignId=${a1.campaignId}` },
      { path: `/api/analytics/export?campaignId=${a1.campaignId}` },
      { path: `/api/campaigns/${a1.campaignId}/engagement` },
    ]);
    const theirs = await get("?period=1y", other);
    expect(theirs.kpis.views).toBe(9999);
    expect(theirs.campaignOptions.map((c: { name: string }) => c.name)).toEqual(["Not mine"]);
  });

  it("needs a session", async () => {
    expect((await ctx.request("/api/analytics")).status).toBe(401);
    expect((await ctx.request("/api/analytics/export")).status).toBe(401);
  });

  it("an owner with no data gets zeros and dashes, not errors", async () => {
    const fresh = await ctx.signUp();
    const data = await get("", fresh);
    expect(data.kpis).toMatchObject({ views: 0, clicks: 0, conversionRate: null, avgSessionSeconds: null, engagementScore: null });
    expect(data.rows).toEqual([]);
    expect(data.series.every((d: { views: number }) => d.views === 0)).toBe(true);
  });

  it("GET /api/campaigns/:id/engagement gives per-microsite lifetime figures and campaign totals", async () => {
    const res = await ctx.request(`/api/campaigns/${a1.campaignId}/engagement`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const data = await res.json();
    const ann = data.microsites.find((m: { micrositeId: string }) => m.micrositeId === a1.microsite.id);
    expect(ann).toMatchObject({ views: 5014, clicks: 1, botViews: 77, avgSessionSeconds: 25 });
    expect(ann.lastViewedAt).not.toBeNull();
    expect(data.totals).toMatchObject({ microsites: 2, views: 5124, clicks: 3, clickedMicrosites: 2, botViews: 77 });
    expect((await ctx.request("/api/campaigns/not-a-uuid/engagement", { cookie: owner.cookie })).status).toBe(404);
  });
});
