import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { INSTANT_CLICK_MS } from "@/shared/bot-detection";
import { queryRows } from "@/server/db/rows";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { BROWSER_UA, seedMicrosite } from "@/server/test/metrics/metrics-fixtures";

type Site = Awaited<ReturnType<typeof seedMicrosite>>;
const VISIT_IDLE_MS = 31 * 60_000;

/**
 * Issue 23 item 1: after a prospect's real visit (page load, beacons carrying the page's visit token, a CTA click,
 * and a second visit that archives the first into the timeline), every way of deleting the page succeeds, the page
 * stops being served, and nothing of the visits is left.
 */
describe("deleting after a real view", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let addressCount = 0;
  beforeAll(async () => {
    ctx = await createTestContext({ TRUST_PROXY: "true" }, { metrics: { flushIntervalMs: null } });
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.useRealTimers());

  const load = (slug: string, address: string) => ctx.request(`/site/${slug}`, { headers: { "user-agent": BROWSER_UA, "x-forwarded-for": address } });
  const beacon = (body: unknown, address: string) =>
    ctx.request("/api/log-metric", { method: "POST", body, headers: { "user-agent": BROWSER_UA, "x-forwarded-for": address } });

  /** One visit as the page's tracking script makes it: load, view, time on page, then (a person reads first) a click. */
  async function visit(site: Site, address: string) {
    const page = await load(site.microsite.slug, address);
    expect(page.status).toBe(200);
    const pv = /^pv;desc="([^"]+)"$/.exec(page.headers.get("server-timing") ?? "")?.[1];
    expect(pv).toBeTruthy();
    expect((await beacon({ ...site.event("view"), pv }, address)).status).toBe(204);
    vi.setSystemTime(Date.now() + INSTANT_CLICK_MS + 1000);
    expect((await beacon({ ...site.event("session_duration", 12), pv }, address)).status).toBe(204);
    expect((await beacon({ ...site.event("click"), pv }, address)).status).toBe(204);
    await ctx.deps.metrics.ingest.settle();
  }

  /** Two visits by one prospect, 31 idle minutes apart: the first is archived in the timeline, the second is current. */
  async function viewTwice(site: Site) {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    addressCount += 1;
    const address = `198.51.100.${addressCount}`;
    await visit(site, address);
    vi.setSystemTime(Date.now() + VISIT_IDLE_MS);
    await visit(site, address);
    vi.useRealTimers();
  }

  const countOf = async (table: string, column: string, ids: string[]) => {
    const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
    const rows = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text in (${list})`);
    return rows[0].n;
  };

  /** What a visit leaves, per microsite and per contact: current visitor rows, archived visits, counters, engagement. */
  async function traces(sites: Site[]) {
    const micrositeIds = sites.map((s) => s.microsite.id);
    const contactIds = sites.map((s) => s.contact.id);
    return {
      visitors: await countOf("metric_visitors", "microsite_id", micrositeIds),
      visitorsOfContact: await countOf("metric_visitors", "contact_id", contactIds),
      visits: await countOf("microsite_visits", "microsite_id", micrositeIds),
      visitsOfContact: await countOf("microsite_visits", "contact_id", contactIds),
      engagement: await countOf("microsite_engagement", "microsite_id", micrositeIds),
      metrics: await countOf("campaign_metrics", "contact_id", contactIds),
    };
  }

  async function expectViewed(sites: Site[]) {
    const t = await traces(sites);
    expect(t.visitors).toBe(sites.length);
    expect(t.visits).toBe(sites.length);
    expect(t.engagement).toBe(sites.length);
    expect(t.metrics).toBeGreaterThan(0);
  }

  /** The page cache hears of a deletion through the database's notification: poll until the page is gone. */
  async function expectNotServed(site: Site) {
    let status = 0;
    for (let attempt = 0; attempt < 200; attempt++) {
      status = (await load(site.microsite.slug, "203.0.113.250")).status;
      if (status === 404 || status === 410) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect([404, 410]).toContain(status);
  }

  it("deletes a viewed microsite: 204, the page is gone, its visits and visitor state with it", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    await viewTwice(site);
    await expectViewed([site]);
    const res = await ctx.request(`/api/microsites/${site.microsite.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(res.status, await res.clone().text()).toBe(204);
    await expectNotServed(site);
    expect(await traces([site])).toMatchObject({ visitors: 0, visits: 0, engagement: 0 });
  });

  it("bulk-deletes viewed microsites of a campaign", async () => {
    const first = await seedMicrosite(ctx.db, owner.id);
    const second = await seedMicrosite(ctx.db, owner.id, { campaignId: first.campaignId });
    await viewTwice(first);
    await viewTwice(second);
    await expectViewed([first, second]);
    const res = await ctx.request(`/api/campaigns/${first.campaignId}/microsites/bulk/delete`, {
      method: "POST",
      cookie: owner.cookie,
      body: { ids: [first.microsite.id, second.microsite.id] },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    for (const site of [first, second]) await expectNotServed(site);
    expect(await traces([first, second])).toMatchObject({ visitors: 0, visits: 0, engagement: 0 });
  });

  it("deletes a viewed contact: the page, visits, timeline, metrics, engagement and every visitor row of theirs go", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    await viewTwice(site);
    await expectViewed([site]);
    const res = await ctx.request(`/api/contacts/${site.contact.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(res.status, await res.clone().text()).toBe(204);
    await expectNotServed(site);
    expect(await traces([site])).toEqual({ visitors: 0, visitorsOfContact: 0, visits: 0, visitsOfContact: 0, engagement: 0, metrics: 0 });
    expect((await ctx.request(`/api/contacts/${site.contact.id}/timeline`, { cookie: owner.cookie })).status).toBe(404);
  });

  it("bulk-deletes viewed contacts", async () => {
    const first = await seedMicrosite(ctx.db, owner.id);
    const second = await seedMicrosite(ctx.db, owner.id, { campaignId: first.campaignId });
    await viewTwice(first);
    await viewTwice(second);
    await expectViewed([first, second]);
    const res = await ctx.request("/api/contacts/bulk/delete", { method: "POST", cookie: owner.cookie, body: { ids: [first.contact.id, second.contact.id] } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ deleted: 2, live_microsites_removed: 2 });
    for (const site of [first, second]) await expectNotServed(site);
    expect(await traces([first, second])).toEqual({ visitors: 0, visitorsOfContact: 0, visits: 0, visitsOfContact: 0, engagement: 0, metrics: 0 });
  });

  it("deletes a viewed campaign: its pages stop being served and their visits go", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    await viewTwice(site);
    await expectViewed([site]);
    const res = await ctx.request(`/api/campaigns/${site.campaignId}`, { method: "DELETE", cookie: owner.cookie });
    expect(res.status, await res.clone().text()).toBe(204);
    await expectNotServed(site);
    expect(await traces([site])).toEqual({ visitors: 0, visitorsOfContact: 0, visits: 0, visitsOfContact: 0, engagement: 0, metrics: 0 });
  });

  it("deletes an account whose page was viewed: every page of it stops being served, nothing of the visits is left", async () => {
    const rep = await ctx.signUp();
    const site = await seedMicrosite(ctx.db, rep.id);
    await viewTwice(site);
    await expectViewed([site]);
    const res = await ctx.request("/api/account", { method: "DELETE", cookie: rep.cookie, body: { confirm: rep.email } });
    expect(res.status, await res.clone().text()).toBe(204);
    await expectNotServed(site);
    expect(await traces([site])).toEqual({ visitors: 0, visitorsOfContact: 0, visits: 0, visitsOfContact: 0, engagement: 0, metrics: 0 });
  });
});
