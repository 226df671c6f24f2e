import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignState } from "@/shared/campaign-state";
import type { CampaignStatusAnswer, LaunchAnswer } from "@/shared/schemas/launch";
import { contactRows } from "@/shared/test/contact-factory";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { GenerationError, type AiProvider } from "@/server/ai/provider";
import { micrositesOf, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { validBrandProfile } from "@/server/test/account/account-seed";
import { joinAs, json } from "@/server/test/workspace/workspace-kit";

type Detail = { state: CampaignState; progress: { total: number; generated: number; processed: number } };

describe("one truth for a campaign's state (issue 23 item 9)", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let rep: TestUser;
  let reviewed: string;

  const send = (user: TestUser, method: string, path: string, body?: unknown) => ctx.request(path, { method, body, cookie: user.cookie });

  // Writing waits while a test holds it: a run cannot finish before the test has done what it races with.
  let writing: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    ctx = await createTestContext();
    // The built-in writer, except that one contact's page fails for good.
    const writer = ctx.deps.ai;
    const flaky: AiProvider = {
      kind: writer.kind,
      check: () => writer.check(),
      generate: async (input, ...rest) => {
        if (input.contact.firstName === "Broken") throw new GenerationError("The provider refused this page", false);
        await writing;
        return writer.generate(input, ...rest);
      },
    };
    await ctx.startWorker(flaky);
    admin = await ctx.signUp({ firstName: "Mia", lastName: "Admin" });
    rep = await joinAs(ctx, admin, "member", "Rita");
    await send(admin, "PUT", "/api/brand-profile", validBrandProfile());
    const legal = buildFrameworkInput({ name: "Regulated" });
    legal.content_constraints = { ...legal.content_constraints, legalCompliance: { ...legal.content_constraints.legalCompliance, requiresLegalReview: true } };
    reviewed = (await json<{ id: string }>(send(admin, "POST", "/api/frameworks", legal))).id;
  });
  afterAll(() => ctx.close());

  it("counts pages awaiting approval and a failed page the same way in the view, the list and the status answer; the run completes", async () => {
    const contacts = contactRows(4).map((c, i) => (i === 0 ? { ...c, first_name: "Broken" } : c));
    const campaign = await json<{ id: string }>(send(rep, "POST", "/api/campaigns", { name: "Held and one failed", framework_id: reviewed, contacts }));
    const launched = await json<LaunchAnswer>(send(rep, "POST", "/api/launch-campaign", { campaignId: campaign.id }));
    const answer = await waitFor(
      () => json<CampaignStatusAnswer>(send(rep, "GET", `/api/campaign-status?campaignId=${campaign.id}&runId=${launched.runId}`)),
      (s) => s.status !== "queued" && s.status !== "running",
    );
    // One failed page does not fail the run: it completes, naming the failure.
    expect(answer).toMatchObject({ status: "completed", processed: 4, total: 4, superseded_by: null });
    expect(answer.error).toMatch(/^1 of 4 microsites failed: The provider refused this page/);
    const expected = {
      display: "awaiting_approval",
      counts: { contacts: 4, live: 0, awaiting_approval: 3, failed: 1, pending: 0, generated: 3, processed: 4, rejected: 0, expired: 0 },
      run: { id: launched.runId, status: "completed" },
    };
    expect(answer.campaign_state).toMatchObject(expected);

    const detail = await json<Detail>(send(rep, "GET", `/api/campaigns/${campaign.id}?microsites_limit=0`));
    expect(detail.state).toEqual(answer.campaign_state);
    expect(detail.progress).toEqual({ total: 4, generated: 3, processed: 4 });
    const list = await json<Array<{ id: string; status: string; state: CampaignState }>>(send(rep, "GET", "/api/campaigns"));
    const card = list.find((c) => c.id === campaign.id)!;
    expect(card.state).toEqual(answer.campaign_state);
    expect(card.status).toBe("live"); // the stored status (spec 4's filter) is unchanged; the badge reads state.display

    // "Live" once a page is live.
    const held = (await micrositesOf(ctx.db, campaign.id)).filter((m) => m.status === "awaiting_approval");
    expect(await json(send(admin, "POST", "/api/approvals/approve", { microsite_ids: [held[0].id] }))).toEqual({ approved: 1 });
    const after = await json<Detail>(send(admin, "GET", `/api/campaigns/${campaign.id}?microsites_limit=0`));
    expect(after.state).toMatchObject({ display: "live", counts: { live: 1, awaiting_approval: 2, failed: 1, generated: 3 } });
  });

  it("answers a run superseded by a newer launch with the newer run to follow, not a bare failure", async () => {
    const campaign = await json<{ id: string }>(send(admin, "POST", "/api/campaigns", { name: "Two tabs", contacts: contactRows(2, 500) }));
    let release = () => {};
    writing = new Promise((resolve) => (release = resolve));
    // Tab 1 launches, the launch is paused before it is done, tab 2 launches again: the first run hands its work over.
    const first = await json<LaunchAnswer>(send(admin, "POST", "/api/launch-campaign", { campaignId: campaign.id, dedupeKey: "tab-1" }));
    expect((await send(admin, "POST", `/api/campaigns/${campaign.id}/pause`)).status).toBe(200);
    const second = await json<LaunchAnswer>(send(admin, "POST", "/api/launch-campaign", { campaignId: campaign.id, dedupeKey: "tab-2" }));
    expect(second.runId).not.toBe(first.runId);

    const old = await json<CampaignStatusAnswer>(send(admin, "GET", `/api/campaign-status?campaignId=${campaign.id}&runId=${first.runId}`));
    expect(old).toMatchObject({ status: "cancelled", error: "Superseded by a newer launch", superseded_by: second.runId });
    release();
    const current = await waitFor(
      () => json<CampaignStatusAnswer>(send(admin, "GET", `/api/campaign-status?campaignId=${campaign.id}&runId=${second.runId}`)),
      (s) => s.status === "completed",
    );
    expect(current).toMatchObject({ superseded_by: null, campaign_state: { display: "live", counts: { live: 2, generated: 2 } } });
  });
});
