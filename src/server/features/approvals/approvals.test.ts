import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPROVAL_MESSAGES } from "@/shared/approval";
import { contactRows } from "@/shared/test/contact-factory";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import type { LaunchAnswer } from "@/shared/schemas/launch";
import { micrositesOf, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { validBrandProfile } from "@/server/test/account/account-seed";
import { joinAs, json } from "@/server/test/workspace/workspace-kit";
import type { ApprovalGroup } from "./service";

const DAY_MS = 86_400_000;

describe("approvals: a member's launch under a framework that asks for review", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let rep: TestUser;
  let reviewedFramework: string;
  let plainFramework: string;

  const send = (user: TestUser, method: string, path: string, body?: unknown) => ctx.request(path, { method, body, cookie: user.cookie });

  /** Creates a campaign of `user` under `frameworkId`, launches it and waits until its run has finished. */
  async function launched(user: TestUser, frameworkId: string, contacts = 3) {
    const created = await send(user, "POST", "/api/campaigns", { name: `Review ${Math.random()}`, framework_id: frameworkId, expiration_days: 14, contacts: contactRows(contacts) });
    expect(created.status, await created.clone().text()).toBe(201);
    const campaign = await json<{ id: string }>(created);
    const launchRes = await send(user, "POST", "/api/launch-campaign", { campaignId: campaign.id });
    expect(launchRes.status, await launchRes.clone().text()).toBe(202);
    const answer = await json<LaunchAnswer>(launchRes);
    await waitFor(
      () => json<{ status: string }>(send(user, "GET", `/api/campaign-status?campaignId=${campaign.id}&runId=${answer.runId}`)),
      (s) => s.status === "completed",
    );
    return campaign.id;
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.startWorker();
    admin = await ctx.signUp({ firstName: "Mia", lastName: "Marketing" });
    rep = await joinAs(ctx, admin, "member", "Rita");
    await send(admin, "PUT", "/api/brand-profile", validBrandProfile());
    const legal = buildFrameworkInput({ name: "Regulated" });
    legal.content_constraints = { ...legal.content_constraints, legalCompliance: { ...legal.content_constraints.legalCompliance, requiresLegalReview: true } };
    reviewedFramework = (await json<{ id: string }>(await send(admin, "POST", "/api/frameworks", legal))).id;
    plainFramework = (await json<{ id: string }>(await send(admin, "POST", "/api/frameworks", buildFrameworkInput({ name: "Open" })))).id;
  });
  afterAll(() => ctx.close());

  it("holds the rep's pages as awaiting approval, unpublished and not served", async () => {
    const campaignId = await launched(rep, reviewedFramework);
    const pages = await micrositesOf(ctx.db, campaignId);
    expect(pages.map((p) => [p.status, p.publishedAt, p.expiresAt])).toEqual(pages.map(() => ["awaiting_approval", null, null]));
    expect(pages.every((p) => p.htmlContent)).toBe(true);
    expect((await ctx.request(`/site/${pages[0].slug}`)).status).toBe(404);
    const detail = await json<{ microsites: Array<{ status: string }> }>(await send(rep, "GET", `/api/campaigns/${campaignId}`));
    expect(detail.microsites.map((m) => m.status)).toEqual(["awaiting_approval", "awaiting_approval", "awaiting_approval"]);

    const queue = await json<ApprovalGroup[]>(await send(admin, "GET", "/api/approvals"));
    const group = queue.find((g) => g.campaign_id === campaignId)!;
    expect(group).toMatchObject({ rep_name: "Rita Member", framework_name: "Regulated", reasons: ["Legal review required"] });
    expect(group.pages).toHaveLength(3);
    expect(group.pages[0].quality).toMatchObject({ score: expect.any(Number) });
    expect(await json(await send(admin, "GET", "/api/approvals/count"))).toEqual({ count: 3 });
  });

  it("publishes only the pages an admin approves, their expiry counted from approval; a rejection carries the comment", async () => {
    const campaignId = await launched(rep, reviewedFramework);
    const [first, second, third] = await micrositesOf(ctx.db, campaignId);
    const before = Date.now();
    expect(await json(await send(admin, "POST", "/api/approvals/approve", { microsite_ids: [first.id, second.id] }))).toEqual({ approved: 2 });
    expect(await json(await send(admin, "POST", "/api/approvals/reject", { microsite_ids: [third.id], comment: "Remove the pricing claim" }))).toEqual({ rejected: 1 });
    const pages = new Map((await micrositesOf(ctx.db, campaignId)).map((p) => [p.id, p]));
    for (const id of [first.id, second.id]) {
      const page = pages.get(id)!;
      expect(page.status).toBe("completed");
      expect(page.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(page.expiresAt!.getTime() - page.publishedAt!.getTime()).toBe(14 * DAY_MS);
      expect((await ctx.request(`/site/${page.slug}`)).status).toBe(200);
    }
    expect(pages.get(third.id)).toMatchObject({ status: "rejected", reviewComment: "Remove the pricing claim", publishedAt: null });
    expect((await ctx.request(`/site/${third.slug}`)).status).toBe(404);
    const detail = await json<{ microsites: Array<{ id: string; review_comment: string | null }> }>(await send(rep, "GET", `/api/campaigns/${campaignId}`));
    expect(detail.microsites.find((m) => m.id === third.id)?.review_comment).toBe("Remove the pricing claim");
    // A second decision on the same pages changes nothing.
    expect(await json(await send(admin, "POST", "/api/approvals/approve", { microsite_ids: [third.id] }))).toEqual({ approved: 0 });
  });

  it("publishes at once for an admin's own launch and under a framework without review", async () => {
    const adminCampaign = await launched(admin, reviewedFramework, 1);
    expect((await micrositesOf(ctx.db, adminCampaign)).map((p) => p.status)).toEqual(["completed"]);
    const repCampaign = await launched(rep, plainFramework, 1);
    expect((await micrositesOf(ctx.db, repCampaign)).map((p) => p.status)).toEqual(["completed"]);
  });

  it("holds a rejected page again when the rep regenerates it", async () => {
    const campaignId = await launched(rep, reviewedFramework, 1);
    const [page] = await micrositesOf(ctx.db, campaignId);
    await send(admin, "POST", "/api/approvals/reject", { microsite_ids: [page.id], comment: "Tone is off" });
    const answer = await json<LaunchAnswer>(await send(rep, "POST", `/api/microsites/${page.id}/regenerate`));
    await waitFor(
      () => json<{ status: string }>(send(rep, "GET", `/api/campaign-status?campaignId=${campaignId}&runId=${answer.runId}`)),
      (s) => s.status === "completed",
    );
    expect((await micrositesOf(ctx.db, campaignId)).map((p) => [p.status, p.reviewComment])).toEqual([["awaiting_approval", null]]);
  });

  it("refuses a bad decision with a clear message, and another workspace's pages are untouched", async () => {
    for (const body of [{ microsite_ids: [] }, { microsite_ids: ["nope"] }, {}]) {
      const res = await send(admin, "POST", "/api/approvals/approve", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(APPROVAL_MESSAGES.nothingSelected);
    }
    const campaignId = await launched(rep, reviewedFramework, 1);
    const [page] = await micrositesOf(ctx.db, campaignId);
    const noComment = await send(admin, "POST", "/api/approvals/reject", { microsite_ids: [page.id], comment: " " });
    expect(await noComment.json()).toMatchObject({ error: APPROVAL_MESSAGES.commentRequired });
    const outsider = await ctx.signUp();
    expect(await json(await send(outsider, "POST", "/api/approvals/approve", { microsite_ids: [page.id] }))).toEqual({ approved: 0 });
    expect(await json(await send(outsider, "GET", "/api/approvals"))).toEqual([]);
    expect((await micrositesOf(ctx.db, campaignId))[0].status).toBe("awaiting_approval");
  });
});
