import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRAMEWORK_LOCKED_MESSAGE } from "@/shared/approval";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { contactRows } from "@/shared/test/contact-factory";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import type { LaunchAnswer } from "@/shared/schemas/launch";
import { micrositesOf, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { validBrandProfile } from "@/server/test/account/account-seed";
import { joinAs, json } from "@/server/test/workspace/workspace-kit";

/**
 * Issue 23 item 6: no page of a framework that asks for review is public before an admin approves it, whatever the
 * member does — switch the framework mid-run, switch or remove it and regenerate, or edit the copy.
 */
describe("approvals cannot be bypassed by a member", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let rep: TestUser;
  let legal: string;
  let open: string;

  const send = (user: TestUser, method: string, path: string, body?: unknown) => ctx.request(path, { method, body, cookie: user.cookie });
  const statuses = async (campaignId: string) => (await micrositesOf(ctx.db, campaignId)).map((p) => p.status);
  const served = async (campaignId: string) => Promise.all((await micrositesOf(ctx.db, campaignId)).map(async (p) => (await ctx.request(`/site/${p.slug}`)).status));

  async function campaign(frameworkId: string | null, contacts = 3) {
    const res = await send(rep, "POST", "/api/campaigns", { name: `Bypass ${Math.random()}`, framework_id: frameworkId, contacts: contactRows(contacts) });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await json<{ id: string }>(res)).id;
  }
  const launch = async (campaignId: string) => json<LaunchAnswer>(send(rep, "POST", "/api/launch-campaign", { campaignId }));
  const settled = (campaignId: string) => waitFor(() => statuses(campaignId), (all) => all.length > 0 && !all.includes("pending"));

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.signUp({ firstName: "Mia", lastName: "Marketing" });
    rep = await joinAs(ctx, admin, "member", "Rita");
    await send(admin, "PUT", "/api/brand-profile", validBrandProfile());
    const legalInput = buildFrameworkInput({ name: "Legal" });
    legalInput.content_constraints = { ...legalInput.content_constraints, legalCompliance: { ...legalInput.content_constraints.legalCompliance, requiresLegalReview: true } };
    legal = (await json<{ id: string }>(await send(admin, "POST", "/api/frameworks", legalInput))).id;
    open = (await json<{ id: string }>(await send(admin, "POST", "/api/frameworks", buildFrameworkInput({ name: "Open" })))).id;
  });
  afterAll(() => ctx.close());

  // No worker runs yet: the launches below stay open, as a long launch does.
  it("keeps a campaign's framework fixed while its run is open (409 with the reason), for a member and an admin", async () => {
    const campaignId = await campaign(open);
    await launch(campaignId);
    for (const user of [rep, admin]) {
      const res = await send(user, "PATCH", `/api/campaigns/${campaignId}`, { framework_id: legal });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: FRAMEWORK_LOCKED_MESSAGE });
    }
    // Removing it is a change too; anything else about the campaign can still change.
    expect((await send(rep, "PATCH", `/api/campaigns/${campaignId}`, { framework_id: null })).status).toBe(409);
    expect((await send(rep, "PATCH", `/api/campaigns/${campaignId}`, { name: "Renamed mid-run", framework_id: open })).status).toBe(200);
    // Stopping the run unlocks it.
    expect((await send(rep, "POST", `/api/campaigns/${campaignId}/stop`)).status).toBe(200);
    expect((await send(rep, "PATCH", `/api/campaigns/${campaignId}`, { framework_id: legal })).status).toBe(200);
  });

  it("holds pages written under a framework that came to ask for review after the member launched without one", async () => {
    const campaignId = await campaign(open);
    await launch(campaignId);
    // The run was launched without review; the framework the pages are then written with asks for it.
    const legalNow = { content_constraints: { legalCompliance: { requiresLegalReview: true } } };
    expect((await send(admin, "PATCH", `/api/frameworks/${open}`, legalNow)).status).toBe(200);
    await ctx.startWorker();
    await settled(campaignId);
    expect(await statuses(campaignId)).toEqual(["awaiting_approval", "awaiting_approval", "awaiting_approval"]);
    expect(await served(campaignId)).toEqual([404, 404, 404]);
    const pages = await micrositesOf(ctx.db, campaignId);
    expect(pages.map((p) => [p.frameworkId, p.reviewRequired])).toEqual(pages.map(() => [open, true]));
    await send(admin, "PATCH", `/api/frameworks/${open}`, { content_constraints: { legalCompliance: { requiresLegalReview: false } } });
  });

  it("keeps held pages held after the member switches to a framework without review and regenerates them", async () => {
    const campaignId = await campaign(legal);
    await launch(campaignId);
    await settled(campaignId);
    expect(await statuses(campaignId)).toEqual(["awaiting_approval", "awaiting_approval", "awaiting_approval"]);
    expect((await send(rep, "PATCH", `/api/campaigns/${campaignId}`, { framework_id: open })).status).toBe(200);
    const ids = (await micrositesOf(ctx.db, campaignId)).map((p) => p.id);
    expect(await json(await send(rep, "POST", `/api/campaigns/${campaignId}/microsites/bulk/regenerate`, { ids }))).toEqual({ count: 3 });
    await settled(campaignId);
    expect(await statuses(campaignId)).toEqual(["awaiting_approval", "awaiting_approval", "awaiting_approval"]);
    expect(await served(campaignId)).toEqual([404, 404, 404]);
  });

  it("never publishes a rejected page without an admin, after a framework switch and a regenerate", async () => {
    const campaignId = await campaign(legal, 2);
    await launch(campaignId);
    await settled(campaignId);
    const ids = (await micrositesOf(ctx.db, campaignId)).map((p) => p.id);
    expect(await json(await send(admin, "POST", "/api/approvals/reject", { microsite_ids: ids, comment: "Claims need sources" }))).toEqual({ rejected: 2 });
    expect((await send(rep, "PATCH", `/api/campaigns/${campaignId}`, { framework_id: open })).status).toBe(200);
    await send(rep, "POST", `/api/campaigns/${campaignId}/microsites/bulk/regenerate`, { ids });
    await settled(campaignId);
    expect(await statuses(campaignId)).toEqual(["awaiting_approval", "awaiting_approval"]);
    expect(await served(campaignId)).toEqual([404, 404]);
  });

  it("keeps review after the member removes the framework: a regenerate and a copy edit both wait for an admin", async () => {
    const campaignId = await campaign(legal, 2);
    await launch(campaignId);
    await settled(campaignId);
    const [first, second] = await micrositesOf(ctx.db, campaignId);
    await send(admin, "POST", "/api/approvals/approve", { microsite_ids: [first.id, second.id] });
    expect(await served(campaignId)).toEqual([200, 200]);
    expect((await send(rep, "PATCH", `/api/campaigns/${campaignId}`, { framework_id: null })).status).toBe(200);

    await send(rep, "POST", `/api/microsites/${first.id}/regenerate`);
    await waitFor(() => micrositesOf(ctx.db, campaignId), (pages) => pages.find((p) => p.id === first.id)?.pendingHtml != null);
    const content = (await json<{ content: MicrositeContent }>(send(rep, "GET", `/api/microsites/${second.id}/content`))).content;
    const edit = await send(rep, "PATCH", `/api/microsites/${second.id}/content`, { content: { ...content, headline: "Unreviewed promise" } });
    expect(await edit.json()).toMatchObject({ awaiting_approval: true });

    const queue = await json<Array<{ campaign_id: string; pages: Array<{ microsite_id: string; kind: string }> }>>(send(admin, "GET", "/api/approvals"));
    expect(queue.find((g) => g.campaign_id === campaignId)?.pages.map((p) => p.kind)).toEqual(["edit", "edit"]);
    expect(await (await ctx.request(`/site/${second.slug}`)).text()).not.toContain("Unreviewed promise");
  });

  it("publishes at once when a campaign never had a framework (the workspace sets no review of its own)", async () => {
    const campaignId = await campaign(null, 1);
    await launch(campaignId);
    await settled(campaignId);
    expect(await statuses(campaignId)).toEqual(["completed"]);
  });
});
