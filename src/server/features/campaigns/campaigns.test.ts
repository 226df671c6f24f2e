import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { campaignContacts, contacts, microsites, templateFrameworks } from "@/server/db/schema";
import { createTestContext, expectHiddenFromOtherUser, type TestContext, type TestUser } from "@/server/test/test-app";
import { contactRows } from "@/shared/test/contact-factory";
import { validBrandProfile } from "@/server/test/account/account-seed";
import { personalWorkspaceId } from "@/server/db/membership";

type Json = Record<string, unknown> & { id: string };

describe("campaigns API", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp();
    other = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const create = async (user: TestUser, body: Record<string, unknown>) => {
    const res = await ctx.request("/api/campaigns", { method: "POST", body, cookie: user.cookie });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Json;
  };
  const frameworkOf = async (user: TestUser) => {
    const [row] = await ctx.db.insert(templateFrameworks).values({ workspaceId: personalWorkspaceId(user.id), userId: user.id, name: "Brand" }).returning({ id: templateFrameworks.id });
    return row.id;
  };

  it("needs a session", async () => {
    expect((await ctx.request("/api/campaigns")).status).toBe(401);
    expect((await ctx.request("/api/campaigns", { method: "POST", body: { name: "x" } })).status).toBe(401);
  });

  it("creates a draft with the spec defaults and strips expirationDays and cta from campaign_settings", async () => {
    const campaign = await create(owner, {
      name: "  Spring outreach ",
      status: "live",
      cta_url: "acme.com/book",
      campaign_settings: { trackingEnabled: true, expirationDays: 14, cta: { type: "Book Now" } },
      campaign_data: { currentStep: 5, uploadedFileName: "leads.csv" },
      personalization_settings: { useAI: false, fields: ["firstName", "company"] },
    });
    expect(campaign).toMatchObject({
      name: "Spring outreach",
      status: "draft",
      campaign_type: "marketing campaign",
      expiration_days: 30,
      cta_url: "https://acme.com/book",
      campaign_settings: { trackingEnabled: true },
      campaign_data: { currentStep: 5, uploadedFileName: "leads.csv" },
      personalization_settings: { useAI: true, fields: ["firstName", "company"] },
      contact_count: 0,
      user_id: owner.id,
      import: null,
    });
    expect(campaign.campaign_settings).toEqual({ trackingEnabled: true });
  });

  it("refuses bad input with the spec's message and stores nothing", async () => {
    const before = ((await (await ctx.request("/api/campaigns", { cookie: owner.cookie })).json()) as Json[]).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "  " }, "Campaign name is required"],
      [{ description: "no name" }, "Campaign name is required"],
      [{ name: "x", cta_url: "javascript:alert(1)" }, "Only http and https links are allowed"],
      [{ name: "x", start_date: "2026-06-02", end_date: "2026-06-01" }, "End date cannot be before start date"],
      [{ name: "x", framework_id: await frameworkOf(other) }, "Framework not found"],
    ];
    for (const [body, message] of cases) {
      const res = await ctx.request("/api/campaigns", { method: "POST", body, cookie: owner.cookie });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(message);
    }
    const after = ((await (await ctx.request("/api/campaigns", { cookie: owner.cookie })).json()) as Json[]).length;
    expect(after).toBe(before);
  });

  it("lists only the owner's campaigns, newest first, with contact counts", async () => {
    const user = await ctx.signUp();
    const first = await create(user, { name: "First" });
    const second = await create(user, { name: "Second", contacts: contactRows(3) });
    await create(other, { name: "Not yours" });
    const res = await ctx.request("/api/campaigns", { cookie: user.cookie });
    const list = (await res.json()) as Json[];
    expect(list.map((c) => c.name)).toEqual(["Second", "First"]);
    expect(list.map((c) => c.contact_count)).toEqual([3, 0]);
    expect(list.map((c) => c.id)).toEqual([second.id, first.id]);
  });

  it("creates a campaign with its contacts in one call", async () => {
    const framework = await frameworkOf(owner);
    const campaign = await create(owner, { name: "With contacts", framework_id: framework, contacts: [...contactRows(2, 500), { email: "bad" }] });
    expect(campaign.framework_id).toBe(framework);
    expect(campaign.contact_count).toBe(2);
    expect(campaign.import).toEqual({ imported: 2, created: 2, updated: 0, errors: ["Row 4: Missing fields: first_name, last_name, company, industry, context, domain"] });
  });

  it("answers one campaign with contacts, microsites (with contact details) and progress", async () => {
    const campaign = await create(owner, { name: "Detail", contacts: contactRows(3, 900) });
    const linked = await ctx.db.select({ id: contacts.id, email: contacts.email }).from(contacts).where(eq(contacts.userId, owner.id));
    const [a, b] = linked.filter((c) => c.email === "person900@example.com" || c.email === "person901@example.com");
    await ctx.db.insert(microsites).values([
      { campaignId: campaign.id, contactId: a.id, userId: owner.id, workspaceId: personalWorkspaceId(owner.id), slug: `detail-a-${Date.now()}`, status: "completed" },
      { campaignId: campaign.id, contactId: b.id, userId: owner.id, workspaceId: personalWorkspaceId(owner.id), slug: `detail-b-${Date.now()}`, status: "error" },
    ]);
    const res = await ctx.request(`/api/campaigns/${campaign.id}`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const detail = (await res.json()) as Json & { contacts: Json[]; microsites: Json[]; progress: unknown };
    expect(detail.name).toBe("Detail");
    expect(detail.contacts.map((c) => c.email).sort()).toEqual(["person900@example.com", "person901@example.com", "person902@example.com"]);
    expect(detail.microsites).toHaveLength(2);
    expect(detail.microsites[0]).toMatchObject({ email: expect.any(String), first_name: expect.any(String), last_name: expect.any(String), company: expect.any(String) });
    expect(detail.microsites[0]).not.toHaveProperty("html_content");
    expect(detail.progress).toEqual({ total: 3, generated: 1, processed: 2 });

    const limited = (await (await ctx.request(`/api/campaigns/${campaign.id}?contacts_limit=1`, { cookie: owner.cookie })).json()) as { contacts: Json[]; contact_count: number };
    expect(limited.contacts).toHaveLength(1);
    expect(limited.contact_count).toBe(3);
    expect((await ctx.request(`/api/campaigns/${campaign.id}?contacts_limit=1001`, { cookie: owner.cookie })).status).toBe(400);
  });

  it("answers the first 100 contacts of a big campaign; the rest page through /api/contacts?campaignId=", async () => {
    const user = await ctx.signUp();
    const campaign = await create(user, { name: "Big", contacts: contactRows(150) });
    const detail = (await (await ctx.request(`/api/campaigns/${campaign.id}`, { cookie: user.cookie })).json()) as { contacts: Json[]; contact_count: number };
    expect(detail.contacts).toHaveLength(100);
    expect(detail.contact_count).toBe(150);
    const page = await ctx.request(`/api/contacts?campaignId=${campaign.id}&limit=100&offset=100`, { cookie: user.cookie });
    expect(page.headers.get("x-total-count")).toBe("150");
    expect((await page.json()) as Json[]).toHaveLength(50);
  });

  it("updates a campaign and checks the date order against the stored dates", async () => {
    const campaign = await create(owner, { name: "Editable", start_date: "2026-03-01", end_date: "2026-03-31" });
    const patch = (body: Record<string, unknown>) => ctx.request(`/api/campaigns/${campaign.id}`, { method: "PATCH", body, cookie: owner.cookie });
    const ok = await patch({ name: "Edited", cta_type: "Book Now", expiration_days: 7, campaign_settings: { autoFollowUp: true, cta: "x" } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ name: "Edited", cta_type: "Book Now", expiration_days: 7, campaign_settings: { autoFollowUp: true }, campaign_type: "marketing campaign" });
    const bad = await patch({ end_date: "2026-02-01" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "End date cannot be before start date" });
    expect((await patch({ framework_id: await frameworkOf(other) })).status).toBe(400);
    expect((await patch({ name: "" })).status).toBe(400);
    const stored = (await (await ctx.request(`/api/campaigns/${campaign.id}`, { cookie: owner.cookie })).json()) as Json;
    expect(stored).toMatchObject({ name: "Edited", end_date: "2026-03-31", framework_id: null });
  });

  it("refuses a CTA type that needs its own link without a CTA URL, on create and on update, against the stored values", async () => {
    const refused = await ctx.request("/api/campaigns", { method: "POST", body: { name: "Shop", cta_type: "Buy Now", cta_url: "" }, cookie: owner.cookie });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('Enter the CTA URL your "Buy Now" button opens');
    const campaign = await create(owner, { name: "Shop", cta_type: "Buy Now", cta_url: "shop.acme.com" });
    const patch = (body: Record<string, unknown>) => ctx.request(`/api/campaigns/${campaign.id}`, { method: "PATCH", body, cookie: owner.cookie });
    const cleared = await patch({ cta_url: "" });
    expect(cleared.status).toBe(400);
    expect(await cleared.json()).toEqual({ error: 'Enter the CTA URL your "Buy Now" button opens' });
    expect((await patch({ cta_type: "Book Now", cta_url: "" })).status).toBe(200);
    expect((await patch({ cta_type: "Sign Up" })).status).toBe(400);
    expect(await (await patch({ name: "Renamed" })).json()).toMatchObject({ name: "Renamed", cta_type: "Book Now", cta_url: null });
  });

  it("deletes a campaign with its links and microsites but keeps the contacts", async () => {
    const campaign = await create(owner, { name: "Doomed", contacts: contactRows(2, 700) });
    const [contact] = await ctx.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.email, "person700@example.com"));
    await ctx.db.insert(microsites).values({ workspaceId: personalWorkspaceId(owner.id), campaignId: campaign.id, contactId: contact.id, userId: owner.id, slug: `doomed-${Date.now()}` });
    const res = await ctx.request(`/api/campaigns/${campaign.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(res.status).toBe(204);
    expect((await ctx.request(`/api/campaigns/${campaign.id}`, { cookie: owner.cookie })).status).toBe(404);
    const [links] = await ctx.db.select({ n: count() }).from(campaignContacts).where(eq(campaignContacts.campaignId, campaign.id));
    const [sites] = await ctx.db.select({ n: count() }).from(microsites).where(eq(microsites.campaignId, campaign.id));
    expect(links.n).toBe(0);
    expect(sites.n).toBe(0);
    expect(await ctx.db.select().from(contacts).where(eq(contacts.id, contact.id))).toHaveLength(1);
  });

  it("pins a featured offering of the owner's only (else 400), and forgets it when the offering is deleted", async () => {
    const offeringOf = async (user: TestUser) => {
      await ctx.request("/api/brand-profile", { method: "PUT", cookie: user.cookie, body: validBrandProfile() });
      const res = await ctx.request("/api/offerings", { method: "POST", cookie: user.cookie, body: { name: "Rocket", type: "Service", requires_quote: true } });
      return ((await res.json()) as Json).id;
    };
    const mine = await offeringOf(owner);
    const theirs = await offeringOf(other);
    const campaign = await create(owner, { name: "Launch", featured_offering_id: mine });
    expect(campaign.featured_offering_id).toBe(mine);
    expect((await (await ctx.request(`/api/campaigns/${campaign.id}`, { cookie: owner.cookie })).json()).featured_offering_id).toBe(mine);

    for (const [method, path] of [["POST", "/api/campaigns"], ["PATCH", `/api/campaigns/${campaign.id}`]] as const) {
      const stolen = await ctx.request(path, { method, cookie: owner.cookie, body: { name: "Launch", featured_offering_id: theirs } });
      expect(stolen.status, method).toBe(400);
      expect((await stolen.json()).error).toBe("Featured offering not found: choose one of your offerings");
    }
    expect((await (await ctx.request(`/api/campaigns/${campaign.id}`, { cookie: owner.cookie })).json()).featured_offering_id).toBe(mine);

    const bestFit = await ctx.request(`/api/campaigns/${campaign.id}`, { method: "PATCH", cookie: owner.cookie, body: { featured_offering_id: null } });
    expect((await bestFit.json()).featured_offering_id).toBeNull();
    await ctx.request(`/api/campaigns/${campaign.id}`, { method: "PATCH", cookie: owner.cookie, body: { featured_offering_id: mine } });
    await ctx.request(`/api/offerings/${mine}`, { method: "DELETE", cookie: owner.cookie });
    expect((await (await ctx.request(`/api/campaigns/${campaign.id}`, { cookie: owner.cookie })).json()).featured_offering_id).toBeNull();
  });

  it("hides a campaign from another user (404 on every route) and answers 404 for a malformed id", async () => {
    const campaign = await create(owner, { name: "Private" });
    const path = `/api/campaigns/${campaign.id}`;
    await expectHiddenFromOtherUser(ctx, other, [
      { path },
      { path, method: "PATCH", body: { name: "stolen" } },
      { path, method: "DELETE" },
      { path: `${path}/contacts`, method: "POST", body: { contacts: contactRows(1, 800) } },
    ]);
    const still = (await (await ctx.request(path, { cookie: owner.cookie })).json()) as Json;
    expect(still.name).toBe("Private");
    expect(still.contact_count).toBe(0);
    expect(await ctx.db.select().from(contacts).where(eq(contacts.email, "person800@example.com"))).toHaveLength(0);
    const malformed = await ctx.request("/api/campaigns/not-a-uuid", { cookie: owner.cookie });
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({ error: "Campaign not found" });
  });
});
