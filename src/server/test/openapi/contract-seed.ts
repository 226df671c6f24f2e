import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { contactRow, contactRows } from "@/shared/test/contact-factory";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { accessRequests, campaignMetrics, micrositeEngagement, microsites, micrositeViewers, micrositeVisits, webhookDeliveries } from "@/server/db/schema";
import { validBrandProfile, validFaq, validProofPoint } from "../account/account-seed";
import { waitFor } from "../launch-fixtures";
import type { TestContext, TestUser } from "../test-app";
import { joinAs, json, tokenOf, type Invited } from "../workspace/workspace-kit";

/** A request whose answer the contract test checks: the operation it exercises, and the answer. */
export type Exercised = { key: string; res: Response };

/**
 * One workspace with something in every list, built through the API where a route makes it (so the create answers
 * are exercised too) and in the tables where only a visitor's browser would: a brand profile with a story, an FAQ and
 * an offering, a framework, a campaign created with contacts and launched with the built-in writer, a page from the
 * contact-page call, an API key, an invitation, a webhook and a delivery, one human visit with a click, an access
 * request and a second person at the account, and a member's page awaiting the owner's approval.
 */
export async function seedContractWorkspace(ctx: TestContext, owner: TestUser) {
  const exercised: Exercised[] = [];
  const call = async <T = Record<string, unknown>>(key: string, path: string, body?: unknown): Promise<T> => {
    const res = await ctx.request(path, { method: key.split(" ")[0], body, cookie: owner.cookie });
    expect(res.status, `${key}: ${await res.clone().text()}`).toBeLessThan(300);
    exercised.push({ key, res: res.clone() });
    return (await res.json()) as T;
  };

  await call("PUT /api/brand-profile", "/api/brand-profile", validBrandProfile());
  const story = await call<{ id: string }>("POST /api/brand-profile/proof-points", "/api/brand-profile/proof-points", validProofPoint());
  const faq = await call<{ id: string }>("POST /api/brand-profile/faqs", "/api/brand-profile/faqs", validFaq());
  const offering = await call<{ id: string }>("POST /api/offerings", "/api/offerings", { name: "Rocket", type: "Product", description: "Launch schedules slip when every approval waits on email.", price: 10, currency: "USD", unit_type: "item", outcomes: ["Faster launches"] });
  const framework = await call<{ id: string }>("POST /api/frameworks", "/api/frameworks", buildFrameworkInput({ name: "Outbound" }));
  const campaign = await call<{ id: string }>("POST /api/campaigns", "/api/campaigns", {
    name: "Contract",
    framework_id: framework.id,
    cta_type: "Book Now",
    contacts: contactRows(2, 1),
  });
  await call("POST /api/campaigns/{id}/contacts", `/api/campaigns/${campaign.id}/contacts`, { contacts: [contactRow(3)] });
  await call("PUT /api/import-mapping", "/api/import-mapping", {
    columns: { email: "Email", first_name: "First", last_name: "Last", company: "Company", industry: "Industry", context: "Notes", domain: "Website", title: null },
    domain_from_email: false,
  });

  await ctx.startWorker();
  const launch = await call<{ runId: string }>("POST /api/launch-campaign", "/api/launch-campaign", { campaignId: campaign.id });
  await waitFor(
    () => ctx.request(`/api/campaign-status?runId=${launch.runId}`, { cookie: owner.cookie }).then((r) => r.json() as Promise<{ status: string }>),
    (status) => status.status === "completed" || status.status === "failed",
  );
  const page = await call<{ microsite_id: string; contact_id: string }>("POST /api/campaigns/{id}/pages", `/api/campaigns/${campaign.id}/pages?wait=60`, contactRow(4));
  const key = await call<{ id: string }>("POST /api/api-keys", "/api/api-keys", { name: "Sequencer", scopes: ["read"] });
  const invitation = await call<Invited>("POST /api/workspace/invitations", "/api/workspace/invitations", { email: "new-rep@team.example", role: "member" });
  await call("PUT /api/notification-settings", "/api/notification-settings", { webhookUrl: "https://hooks.example.com/pitchsite" });

  await awaitingApproval(ctx, owner);

  const [site] = await ctx.db.select().from(microsites).where(eq(microsites.id, page.microsite_id));
  const visitor = await recordHumanVisit(ctx, site);
  const [request] = await ctx.db
    .insert(accessRequests)
    .values({ micrositeId: site.id, userId: site.userId, campaignId: site.campaignId, contactId: site.contactId, visitor, requestDay: new Date().toISOString().slice(0, 10), email: "buyer@company4.com" })
    .returning();
  return { exercised, campaignId: campaign.id, frameworkId: framework.id, offeringId: offering.id, storyId: story.id, faqId: faq.id, apiKeyId: key.id, micrositeId: site.id, contactId: page.contact_id, accessRequestId: request.id, invitationToken: tokenOf(invitation) };
}

/** A human's view of a minute with a CTA click, as the beacon pipeline leaves it in the tables. */
async function recordHumanVisit(ctx: TestContext, site: typeof microsites.$inferSelect) {
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  const owner = { campaignId: site.campaignId, contactId: site.contactId };
  await ctx.db.insert(campaignMetrics).values([
    { ...owner, metricType: "view", metricDate: day, value: 1, samples: 1 },
    { ...owner, metricType: "click", metricDate: day, value: 1, samples: 1 },
    { ...owner, metricType: "session_duration", metricDate: day, value: 60, samples: 1 },
  ]);
  await ctx.db.insert(micrositeEngagement).values({ micrositeId: site.id, userId: site.userId, ...owner, firstViewedAt: now, lastViewedAt: now, firstClickedAt: now, lastClickedAt: now });
  const visitor = "visitor-contract-1";
  await ctx.db.insert(micrositeVisits).values({ micrositeId: site.id, visitor, startedAt: new Date(now.getTime() - 60_000), userId: site.userId, ...owner, seconds: 60, clicked: true });
  // Someone else at the account, let in with their email (the buying group), and the webhook told of the view.
  await ctx.db
    .insert(micrositeViewers)
    .values({ workspaceId: site.workspaceId, userId: site.userId, ...owner, micrositeId: site.id, email: "cfo@company4.com", domain: "company4.com", visitor: "visitor-contract-2", newPerson: true });
  await ctx.db.insert(webhookDeliveries).values({ userId: site.userId, event: "microsite.viewed", payload: {}, status: "delivered", attempts: 1, responseStatus: 200, deliveredAt: now });
  return visitor;
}

/** A member's page under a framework that asks for legal review: it waits in the owner's approval queue. */
async function awaitingApproval(ctx: TestContext, owner: TestUser) {
  const rep = await joinAs(ctx, owner, "member", "Rita");
  const regulated = buildFrameworkInput({ name: "Regulated" });
  regulated.content_constraints = { ...regulated.content_constraints, legalCompliance: { ...regulated.content_constraints.legalCompliance, requiresLegalReview: true } };
  const framework = await json<{ id: string }>(ctx.request("/api/frameworks", { method: "POST", body: regulated, cookie: owner.cookie }));
  const campaign = await json<{ id: string }>(ctx.request("/api/campaigns", { method: "POST", body: { name: "Reviewed", framework_id: framework.id, contacts: [contactRow(5)] }, cookie: rep.cookie }));
  const launch = await json<{ runId: string }>(ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId: campaign.id }, cookie: rep.cookie }));
  await waitFor(
    () => json<{ status: string }>(ctx.request(`/api/campaign-status?runId=${launch.runId}`, { cookie: rep.cookie })),
    (status) => status.status === "completed" || status.status === "failed",
  );
}
