import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricVisitors, micrositeVisits } from "@/server/db/schema";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { getContactTimeline } from "./service";
import { BROWSER_UA, seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { personalScope } from "@/server/db/membership";

describe("prospect timeline and hot prospects", () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: "true" }, { metrics: { flushIntervalMs: null } });
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const beacon = (body: unknown, address: string) =>
    ctx.request("/api/log-metric", { method: "POST", body, headers: { "user-agent": BROWSER_UA, "x-forwarded-for": address } });
  const get = async (path: string, u = owner) => ctx.request(path, { cookie: u.cookie });

  it("lists each human visit (when, how long, what was clicked) with the contact's engagement score", async () => {
    const site = await seedMicrosite(ctx.db, owner.id, { campaignName: "Spring push", contact: { firstName: "Ada", lastName: "Lovelace", company: "Acme" } });
    expect((await beacon(site.event("view"), "198.51.100.1")).status).toBe(204);
    expect((await beacon(site.event("session_duration", 125), "198.51.100.1")).status).toBe(204);
    expect((await beacon(site.event("click"), "198.51.100.1")).status).toBe(204);
    // A second visitor (another address): a second visit, 20 s, no click.
    expect((await beacon(site.event("view"), "198.51.100.2")).status).toBe(204);
    expect((await beacon(site.event("session_duration", 20), "198.51.100.2")).status).toBe(204);
    await ctx.deps.metrics.ingest.settle();

    const res = await get(`/api/contacts/${site.contact.id}/timeline`);
    expect(res.status).toBe(200);
    const timeline = await res.json();
    expect(timeline.contact).toEqual({ id: site.contact.id, name: "Ada Lovelace", email: site.contact.email, company: "Acme" });
    expect(timeline.visits).toHaveLength(2);
    const visits = [...timeline.visits].sort((a, b) => b.seconds - a.seconds);
    expect(visits[0]).toMatchObject({ micrositeId: site.microsite.id, campaignName: "Spring push", seconds: 125, clicked: "Book Now" });
    expect(visits[1]).toMatchObject({ seconds: 20, clicked: null });
    expect(Date.parse(visits[0].startedAt)).toBeGreaterThan(Date.now() - 60_000);
    // 40 x opened + 40 x clicked + 20 x min(avg time 72.5 s / 60 s, 1) = 100
    expect(timeline).toMatchObject({ engagementScore: 100, views: 2, clicks: 1 });
  });

  it("answers 404 for another owner's contact or a malformed id, and an empty timeline before any visit", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    const other = await ctx.signUp();
    expect((await get(`/api/contacts/${site.contact.id}/timeline`, other)).status).toBe(404);
    expect((await get(`/api/contacts/nope/timeline`)).status).toBe(404);
    expect(await (await get(`/api/contacts/${site.contact.id}/timeline`)).json()).toMatchObject({ visits: [], engagementScore: 0, views: 0 });
  });

  it("ranks this week's five most engaged contacts on the dashboard, ignoring bots", async () => {
    const fresh = await createTestContext({ TRUST_PROXY: "true" }, { metrics: { flushIntervalMs: null } });
    try {
      const rep = await fresh.signUp();
      const send = (body: unknown, address: string, ua = BROWSER_UA) =>
        fresh.request("/api/log-metric", { method: "POST", body, headers: { "user-agent": ua, "x-forwarded-for": address } });
      const sites = [];
      // Seconds read per contact; contact 0 also clicks: scores 100, 50+..., descending.
      const reads = [90, 60, 45, 30, 15, 6];
      for (const [i, seconds] of reads.entries()) {
        const site = await seedMicrosite(fresh.db, rep.id, { contact: { firstName: `P${i}`, lastName: "Test", company: "Co" } });
        sites.push(site);
        await send(site.event("view"), `203.0.113.${i + 1}`);
        await send(site.event("session_duration", seconds), `203.0.113.${i + 1}`);
        if (i === 0) await send(site.event("click"), `203.0.113.${i + 1}`);
      }
      const bot = await seedMicrosite(fresh.db, rep.id);
      await send(bot.event("view"), "203.0.113.99", "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)");
      await fresh.deps.metrics.ingest.settle();
      const dashboard = await (await fresh.request("/api/dashboard", { cookie: rep.cookie })).json();
      expect(dashboard.hotProspects.map((p: { name: string }) => p.name)).toEqual(["P0 Test", "P1 Test", "P2 Test", "P3 Test", "P4 Test"]);
      expect(dashboard.hotProspects[0]).toEqual({ contactId: sites[0].contact.id, campaignId: sites[0].campaignId, name: "P0 Test", company: "Co", engagementScore: 100, views: 1, clicks: 1 });
      expect(dashboard.hotProspects[1].engagementScore).toBe(60);
      expect(dashboard.hotProspects[4].engagementScore).toBe(45);
    } finally {
      await fresh.close();
    }
  });
});

describe("visit history (metric_visitors -> microsite_visits)", () => {
  it("shows the current visit, archives it with its final time and click when the next starts or it is forgotten", async () => {
    const ctx = await createTestContext();
    try {
      const owner = await ctx.signUp();
      const site = await seedMicrosite(ctx.db, owner.id);
      const visitsOf = async () => (await getContactTimeline(ctx.db, personalScope(owner.id), site.contact.id)).visits.map((v) => ({ startedAt: v.startedAt, seconds: v.seconds, clicked: v.clicked }));
      const archived = async () => (await ctx.db.select().from(micrositeVisits)).length;
      const first = new Date("2026-11-20T10:00:00Z");
      const row = { micrositeId: site.microsite.id, visitor: "v1", userId: owner.id, campaignId: site.campaignId, contactId: site.contact.id };
      // Held (not yet a human view): not shown.
      await ctx.db.insert(metricVisitors).values({ ...row, visitStartedAt: first, lastSeenAt: first, viewState: "held", viewAt: first });
      expect(await visitsOf()).toEqual([]);
      await ctx.db.update(metricVisitors).set({ viewState: "counted", seconds: 42, clicked: true }).where(sql`visitor = 'v1'`);
      expect(await visitsOf()).toEqual([{ startedAt: first.toISOString(), seconds: 42, clicked: "Book Now" }]);
      // Beacons within the visit archive nothing.
      await ctx.db.update(metricVisitors).set({ lastSeenAt: new Date(first.getTime() + 60_000), seconds: 50 }).where(sql`visitor = 'v1'`);
      expect(await archived()).toBe(0);
      // 30 idle minutes later a new visit starts (held): the first one is archived with its final figures.
      const second = new Date("2026-11-20T12:00:00Z");
      await ctx.db.update(metricVisitors).set({ visitStartedAt: second, viewState: "held", seconds: 0, clicked: false }).where(sql`visitor = 'v1'`);
      expect(await archived()).toBe(1);
      expect(await visitsOf()).toEqual([{ startedAt: first.toISOString(), seconds: 50, clicked: "Book Now" }]);
      await ctx.db.update(metricVisitors).set({ viewState: "counted", seconds: 7 }).where(sql`visitor = 'v1'`);
      // The idle row is forgotten: its counted visit is archived too; a bot's visit never is.
      await ctx.db.insert(metricVisitors).values({ ...row, visitor: "bot", visitStartedAt: first, viewState: "bot" });
      await ctx.db.delete(metricVisitors);
      expect(await archived()).toBe(2);
      expect(await visitsOf()).toEqual([
        { startedAt: second.toISOString(), seconds: 7, clicked: null },
        { startedAt: first.toISOString(), seconds: 50, clicked: "Book Now" },
      ]);
    } finally {
      await ctx.close();
    }
  });
});
