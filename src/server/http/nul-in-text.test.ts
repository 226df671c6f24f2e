import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNSTORABLE_TEXT_MESSAGE } from "@/shared/schemas/text-fields";
import { validBrandProfile } from "../test/account/account-seed";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";

const NUL = "\u0000";

/**
 * A NUL byte (which PostgreSQL text and jsonb refuse) in any text field of the contacts, CSV import, campaign,
 * account and offering inputs: a 400 with the shared storable-text message, never a database error, nothing stored.
 */
describe("a NUL byte in any text field answers 400, never 500", () => {
  let ctx: TestContext;
  let user: TestUser;
  let campaignId: string;
  let contactId: string;
  let offeringId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    user = await ctx.signUp();
    const campaign = await send("/api/campaigns", "POST", { name: "Spring" });
    campaignId = ((await campaign.json()) as { id: string }).id;
    const row = { email: "ann@example.com", first_name: "Ann", last_name: "Lee", company: "Acme", industry: "Retail", context: "Met at a fair", domain: "acme.com", title: "Buyer" };
    expect((await send(`/api/campaigns/${campaignId}/contacts`, "POST", { contacts: [row] })).status).toBe(200);
    contactId = ((await (await send("/api/contacts")).json()) as Array<{ id: string }>)[0].id;
    expect((await send("/api/brand-profile", "PUT", validBrandProfile())).status).toBe(200);
    const offering = await send("/api/offerings", "POST", { name: "Audit", type: "Service", requires_quote: true });
    offeringId = ((await offering.json()) as { id: string }).id;
  });
  afterAll(() => ctx.close());

  function send(path: string, method = "GET", body?: unknown) {
    return ctx.request(path, { method, body, cookie: user.cookie });
  }
  const expect400 = async (res: Response) => {
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(UNSTORABLE_TEXT_MESSAGE);
  };

  it("the rep's job title and scheduling link", async () => {
    await expect400(await send("/api/account/profile", "PATCH", { jobTitle: `Account${NUL}Executive` }));
    await expect400(await send("/api/account/profile", "PATCH", { schedulingUrl: `https://calendly.com/ann${NUL}` }));
    const me = (await (await send("/api/me")).json()) as { jobTitle: string; schedulingUrl: string | null };
    expect(me.jobTitle).toBe("");
    expect(me.schedulingUrl).toBeNull();
  });

  it.each(["title", "first_name", "company", "context", "domain"])("a contact's %s, edited inline", async (field) => {
    await expect400(await send(`/api/contacts/${contactId}`, "PATCH", { email: "ann@example.com", [field]: `x${NUL}y` }));
  });

  it("an imported CSV row's job title is that row's error, and the good rows are kept", async () => {
    const good = { email: "bo@example.com", first_name: "Bo", last_name: "Ek", company: "Beta", industry: "Retail", context: "Referral", domain: "beta.com", title: "CTO" };
    const bad = { ...good, email: "cy@example.com", title: `Head${NUL}of sales` };
    const res = await send(`/api/campaigns/${campaignId}/contacts`, "POST", { contacts: [good, bad] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ imported: 1, errors: [`Row 3: ${UNSTORABLE_TEXT_MESSAGE}`] });
  });

  it.each([
    ["description", { description: `Hello${NUL}` }],
    ["CTA URL", { cta_url: `https://example.com/${NUL}` }],
    ["uploaded file name", { campaign_data: { uploadedFileName: `list${NUL}.csv` } }],
  ])("a campaign's %s", async (_label, fields) => {
    await expect400(await send("/api/campaigns", "POST", { name: "Autumn", ...fields }));
    await expect400(await send(`/api/campaigns/${campaignId}`, "PATCH", fields));
  });

  it("an offering's outcomes, on create and on update", async () => {
    const res = await send("/api/offerings", "POST", { name: "Audit", type: "Service", requires_quote: true, outcomes: [`Faster${NUL}close`] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(UNSTORABLE_TEXT_MESSAGE);
    const patch = await send(`/api/offerings/${offeringId}`, "PATCH", { outcomes: [`Faster${NUL}close`] });
    expect(patch.status).toBe(400);
    expect(((await patch.json()) as { error: string }).error).toContain(UNSTORABLE_TEXT_MESSAGE);
  });

  it("a framework sample's name", async () => {
    const sample = { name: `Brand${NUL}`, brand_guidelines: {}, layout_parameters: {}, content_constraints: {} };
    await expect400(await send("/api/framework-sample", "POST", sample));
  });
});
