import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPIRED_TEXT, EXPIRED_TITLE, REQUEST_LINK_BUTTON } from "@/shared/public-site";
import { accessRequests, brandProfiles, microsites, webhookDeliveries } from "@/server/db/schema";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { personalWorkspaceId } from "@/server/db/membership";

const DAY = 86_400_000;

describe("expiry lifecycle", () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    // Behind a trusted proxy so each test picks its client address.
    ctx = await createTestContext({ TRUST_PROXY: "true", MICROSITE_BASE_URL: "https://pages.acme.test" }, { metrics: { flushIntervalMs: null } });
    owner = await ctx.signUp({ firstName: "Grace", lastName: "Hopper" });
    await ctx.db.insert(brandProfiles).values({ workspaceId: personalWorkspaceId(owner.id), userId: owner.id, companyName: "Initech", logoUrl: `/storage/brand-logos/${owner.id}/logo.png` });
  });
  afterAll(() => ctx.close());

  const expiredSite = (contact = { firstName: "Ada", lastName: "Lovelace", company: "Acme" }) =>
    seedMicrosite(ctx.db, owner.id, { contact, campaignName: "Spring push", expiresAt: new Date(Date.now() - 60_000), html: "<!doctype html><html><body><h1>SECRET OFFER</h1></body></html>" });
  const ask = (slug: string, address: string, path = `/site/${slug}/request-link`) =>
    ctx.request(path, { method: "POST", headers: { "x-forwarded-for": address, "content-type": "application/x-www-form-urlencoded" } });
  const activity = async () => (await (await ctx.request("/api/dashboard/activity", { cookie: owner.cookie })).json()) as Array<Record<string, unknown>>;

  it("shows the sender's brand and rep and the request button on the expired page, and nothing of the page", async () => {
    const site = await expiredSite();
    const res = await ctx.request(`/site/${site.microsite.slug}`);
    expect(res.status).toBe(410);
    const html = await res.text();
    expect(html).toContain(`<title>${EXPIRED_TITLE}</title>`);
    expect(html).toContain(`<h1>${EXPIRED_TITLE}</h1>`);
    expect(html).toContain(EXPIRED_TEXT);
    expect(html).toContain("Initech");
    expect(html).toContain(`src="/storage/brand-logos/${owner.id}/logo.png"`);
    expect(html).toContain("Grace Hopper");
    expect(html).toContain(`mailto:${owner.email}`);
    expect(html).toContain(`<form method="post" action="/site/${site.microsite.slug}/request-link"><button type="submit">${REQUEST_LINK_BUTTON}</button></form>`);
    expect(html).not.toContain("SECRET OFFER");
    expect(res.headers.get("content-security-policy")).toContain("form-action 'self'");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("a request is in the owner's activity as soon as it is answered, once per page, address and day, with its webhook and toast", async () => {
    await ctx.request("/api/notification-settings", { method: "PUT", cookie: owner.cookie, body: { webhookUrl: "https://hooks.example.com/pitchsite" } });
    const site = await expiredSite();
    const res = await ask(site.microsite.slug, "198.51.100.7");
    expect(res.status).toBe(410);
    expect(await res.text()).toContain("Thanks! Grace Hopper has been asked for a new link");
    // Written in the request's own transaction, so the feed has it the moment the prospect sees the confirmation
    // (the 2 s target is a measured figure, printed by the browser test, not a timed assertion).
    const items = await activity();
    const item = items.find((i) => i.kind === "access_requested" && i.micrositeId === site.microsite.id);
    expect(item).toMatchObject({ title: "New link requested", description: "Ada Lovelace (Acme) asked for a new link to their expired microsite · Spring push", pageExpired: true });

    // The same address again (another User-Agent, the same day): the same confirmation, nothing new.
    const again = await ctx.request(`/site/${site.microsite.slug}/request-link`, { method: "POST", headers: { "x-forwarded-for": "198.51.100.7", "user-agent": "Other/1.0" } });
    expect(await again.text()).toContain("has been asked for a new link");
    // An IPv6 neighbour in the same /64 is the same address.
    await ask(site.microsite.slug, "2001:db8:1:2::1");
    await ask(site.microsite.slug, "2001:db8:1:2::ffff");
    const rows = await ctx.db.select().from(accessRequests).where(eq(accessRequests.micrositeId, site.microsite.id));
    expect(rows).toHaveLength(2);
    const hooks = await ctx.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.event, "microsite.access_requested"));
    expect(hooks.filter((h) => (h.payload as { data: { microsite: { id: string } } }).data.microsite.id === site.microsite.id)).toHaveLength(2);
    expect(hooks[0].payload).toMatchObject({ type: "microsite.access_requested", data: { contact: { first_name: "Ada", last_name: "Lovelace", company: "Acme" }, campaign: { name: "Spring push" } } });

    // Toasted at the owner's next claim, at once (no write lag), and only once.
    const claim = async (query = "") =>
      (await (await ctx.request(`/api/notifications/claim${query}`, { method: "POST", cookie: owner.cookie })).json()) as { items: Array<{ kind: string; micrositeId: string }>; total: number };
    const requested = await claim("?scope=requests");
    expect(requested.items.filter((i) => i.kind === "access_requested" && i.micrositeId === site.microsite.id)).toHaveLength(2);
    expect(requested.items.every((i) => i.kind === "access_requested")).toBe(true);
    expect((await claim()).items.filter((i) => i.kind === "access_requested")).toHaveLength(0);
    const bad = await ctx.request("/api/notifications/claim?scope=everything", { method: "POST", cookie: owner.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("scope must be all or requests");

    // One click: the existing extension puts the page back online; the item stops offering it.
    const extended = await ctx.request(`/api/microsites/${site.microsite.id}/extend`, { method: "POST", cookie: owner.cookie, body: { days: 7 } });
    expect(extended.status).toBe(200);
    expect((await ctx.request(`/site/${site.microsite.slug}`)).status).toBe(200);
    expect((await activity()).find((i) => i.id === item!.id)).toMatchObject({ pageExpired: false });
    // A late request to a live page shows the page instead.
    const late = await ask(site.microsite.slug, "198.51.100.99");
    expect(late.status).toBe(303);
    expect(late.headers.get("location")).toBe(`/site/${site.microsite.slug}`);
  });

  it("answers the request form on the microsite host too", async () => {
    const site = await expiredSite();
    const host = "pages.acme.test";
    const page = await ctx.request(`/${site.microsite.slug}`, { headers: { host } });
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(`action="/${site.microsite.slug}/request-link"`);
    const res = await ctx.request(`/${site.microsite.slug}/request-link`, { method: "POST", headers: { host, "x-forwarded-for": "198.51.100.50" } });
    expect(res.status).toBe(410);
    expect(await ctx.db.select().from(accessRequests).where(eq(accessRequests.micrositeId, site.microsite.id))).toHaveLength(1);
  });

  it("keeps other owners out of the activity and the campaign extension", async () => {
    const site = await expiredSite();
    await ask(site.microsite.slug, "198.51.100.60");
    const other = await ctx.signUp();
    const theirs = await (await ctx.request("/api/dashboard/activity", { cookie: other.cookie })).json();
    expect(theirs.some((i: { kind: string }) => i.kind === "access_requested")).toBe(false);
    expect((await ctx.request(`/api/campaigns/${site.campaignId}/extend`, { method: "POST", cookie: other.cookie, body: { days: 7 } })).status).toBe(404);
    expect((await ctx.request(`/api/campaigns/not-a-uuid/extend`, { method: "POST", cookie: owner.cookie, body: { days: 7 } })).status).toBe(404);
  });

  it("extends a whole campaign, rejects bad days, and warns three days ahead on the dashboard", async () => {
    const soon = new Date(Date.now() + 2 * DAY);
    const first = await seedMicrosite(ctx.db, owner.id, { campaignName: "Expiring", expiresAt: soon });
    await seedMicrosite(ctx.db, owner.id, { campaignId: first.campaignId, expiresAt: new Date(Date.now() + 2.5 * DAY) });
    const expired = await seedMicrosite(ctx.db, owner.id, { campaignId: first.campaignId, expiresAt: new Date(Date.now() - DAY) });
    await seedMicrosite(ctx.db, owner.id, { campaignId: first.campaignId, expiresAt: new Date(Date.now() + 20 * DAY) });
    await seedMicrosite(ctx.db, owner.id, { campaignId: first.campaignId, status: "pending", html: null, expiresAt: null });

    const dashboard = await (await ctx.request("/api/dashboard", { cookie: owner.cookie })).json();
    expect(dashboard.expiringSoon).toContainEqual({ campaignId: first.campaignId, campaignName: "Expiring", count: 2, firstExpiresAt: soon.toISOString() });

    const extend = (body: unknown) => ctx.request(`/api/campaigns/${first.campaignId}/extend`, { method: "POST", cookie: owner.cookie, body });
    for (const days of [0, 366, 1.5, "7"]) {
      const bad = await extend({ days });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toBeTruthy();
    }
    const res = await extend({ days: 7 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ extended: 4, days: 7 });
    const [row] = await ctx.db.select().from(microsites).where(eq(microsites.id, first.microsite.id));
    expect(row.expiresAt!.getTime()).toBe(soon.getTime() + 7 * DAY);
    const [back] = await ctx.db.select().from(microsites).where(eq(microsites.id, expired.microsite.id));
    expect(back.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
    expect((await ctx.request(`/site/${expired.microsite.slug}`)).status).toBe(200);
    const after = await (await ctx.request("/api/dashboard", { cookie: owner.cookie })).json();
    expect(after.expiringSoon.find((c: { campaignId: string }) => c.campaignId === first.campaignId)).toBeUndefined();
  });
});
