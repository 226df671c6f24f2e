import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRow } from "@/shared/test/contact-factory";
import { uploadProfilePhoto, validBrandProfile, validFaq, validProofPoint } from "../test/account/account-seed";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";
import { contactView, createContextLoader } from "./generation-context";

type Json = Record<string, unknown> & { id: string };

describe("generation context: the sender's data reaches the writer", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const call = async (u: TestUser, path: string, method: string, body?: unknown) => {
    const res = await ctx.request(path, { method, cookie: u.cookie, body });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as Json;
  };

  it("loads proof points, FAQ, offering outcomes, the pinned offering, the contact's title and the rep", async () => {
    const u = await ctx.signUp({ firstName: "Ada", lastName: "Lovelace" });
    await call(u, "/api/brand-profile", "PUT", validBrandProfile());
    const story = await call(u, "/api/brand-profile/proof-points", "POST", validProofPoint());
    const faq = await call(u, "/api/brand-profile/faqs", "POST", validFaq());
    const first = await call(u, "/api/offerings", "POST", { name: "Audit", type: "Service", requires_quote: true });
    const pinned = await call(u, "/api/offerings", "POST", {
      name: "AP Automation",
      type: "Product",
      price: 1450,
      currency: "USD",
      unit_type: "month",
      outcomes: ["Invoices approved in 2 days instead of 9"],
    });
    await call(u, "/api/account/profile", "PATCH", { jobTitle: "Account Executive", schedulingUrl: "https://calendly.com/ada" });
    const photo = await uploadProfilePhoto(ctx, u);
    const campaign = await call(u, "/api/campaigns", "POST", {
      name: "Launch",
      featured_offering_id: pinned.id,
      contacts: [contactRow(1, { title: "VP Finance" })],
    });

    const loader = createContextLoader(ctx.db);
    const context = await loader.campaign(campaign.id);
    expect(context?.campaign.featuredOfferingId).toBe(pinned.id);
    expect(context?.brand?.proofPoints).toEqual([
      {
        id: story.id,
        customer: "Globex",
        industry: "Manufacturing",
        figure: "62%",
        outcome: "less time spent approving invoices",
        quote: "We close the month in three days now.",
        author: "Dana Reyes",
        authorTitle: "Controller",
      },
    ]);
    expect(context?.brand?.faqs).toEqual([{ id: faq.id, question: "How long does setup take?", answer: "Most teams are live in a week." }]);
    expect(context?.offerings.map((o) => ({ id: o.id, outcomes: o.outcomes }))).toEqual([
      { id: first.id, outcomes: [] },
      { id: pinned.id, outcomes: ["Invoices approved in 2 days instead of 9"] },
    ]);
    expect(context?.rep).toEqual({
      name: "Ada Lovelace",
      title: "Account Executive",
      email: u.email,
      photoUrl: photo.url,
      schedulingUrl: "https://calendly.com/ada",
    });
    expect(photo.url.startsWith(`/storage/profile-photos/${u.id}/`)).toBe(true);

    const detail = await call(u, `/api/campaigns/${campaign.id}`, "GET");
    const contactId = (detail.contacts as Json[])[0].id;
    const rows = await loader.contacts([{ contact_id: contactId }]);
    expect(contactView(rows.get(contactId)!, context?.personalizationFields)).toMatchObject({ title: "VP Finance", firstName: "First1" });
    // A campaign that leaves the title out of its personalization fields does not pass it on.
    expect(contactView(rows.get(contactId)!, ["firstName", "company"])).toEqual({ firstName: "First1", company: "Company 1" });
  });

  it("gives empty proof and a rep without title, photo or link when the sender has not filled them in", async () => {
    const u = await ctx.signUp({ firstName: "Bob", lastName: "Smith" });
    await call(u, "/api/brand-profile", "PUT", validBrandProfile());
    const campaign = await call(u, "/api/campaigns", "POST", { name: "Plain" });
    const context = await createContextLoader(ctx.db).campaign(campaign.id);
    expect(context?.campaign.featuredOfferingId).toBeNull();
    expect(context?.brand).toMatchObject({ proofPoints: [], faqs: [] });
    expect(context?.rep).toEqual({ name: "Bob Smith", title: "", email: u.email, photoUrl: null, schedulingUrl: null });
  });
});
