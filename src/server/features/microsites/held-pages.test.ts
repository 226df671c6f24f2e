import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QualityReport } from "@/shared/quality";
import type { LaunchAnswer } from "@/shared/schemas/launch";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { OVERRIDE_MESSAGES } from "@/shared/schemas/quality-override";
import { contactRows } from "@/shared/test/contact-factory";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { createOpenAiProvider } from "@/server/ai/openai-provider";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "@/server/test/ai/fake-openai-server";
import { microsites } from "@/server/db/schema";
import { micrositesOf, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { validBrandProfile } from "@/server/test/account/account-seed";
import { joinAs, json } from "@/server/test/workspace/workspace-kit";

type Editable = { content: MicrositeContent; quality: QualityReport; held: boolean; awaiting_approval: boolean; submits_for_approval?: boolean };

const JUDGE_REASON = "Quality check failed: Claims and tone (AI judge): The AI judge found: “works with Tipalti today”: the contact is evaluating Tipalti, not using it";

/**
 * Issue 24 item 4: every page the quality gates hold has a way out. Its copy can be edited (the gates run again:
 * passing, it goes out as a launched page would; failing, it stays held with the new reasons), and an admin can
 * publish it past a check a framework may lower, with the reason kept on its report. Readability is fixed, never
 * overridden. Pages are held by a provider (a local fake OpenAI server) whose judge or copy fails them.
 */
describe("a held page's way out: edit its copy, or an admin's override", () => {
  let fake: FakeOpenAiServer;
  let ctx: TestContext;
  let admin: TestUser;
  let rep: TestUser;
  let open: string;
  let legal: string;

  const send = (who: TestUser, method: string, path: string, body?: unknown) => ctx.request(path, { method, body, cookie: who.cookie });
  const stored = async (id: string) => (await ctx.db.select().from(microsites).where(eq(microsites.id, id)))[0];
  const served = async (slug: string) => ctx.request(`/site/${slug}`);
  /** A held page's link shows "Microsite generation failed" (spec: the viewer's error state), never its copy. */
  const expectNotServed = async (slug: string) => expect(await (await served(slug)).text()).toContain("Microsite generation failed");
  const content = (who: TestUser, id: string) => json<Editable>(send(who, "GET", `/api/microsites/${id}/content`));
  const edit = (who: TestUser, id: string, body: MicrositeContent) => send(who, "PATCH", `/api/microsites/${id}/content`, { content: body });
  const override = (who: TestUser, id: string, reason: string) => send(who, "POST", `/api/microsites/${id}/override`, { reason });

  /** A member's campaign launched against the fake provider, its pages settled (held ones in error). */
  async function heldPages(frameworkId: string, contacts: number, style: { pageStyle: "readable" | "gibberish"; judgeAnswer: "pass" | "fail" }) {
    fake.configure(style);
    const created = await send(rep, "POST", "/api/campaigns", { name: `Held ${Math.random()}`, framework_id: frameworkId, contacts: contactRows(contacts) });
    expect(created.status, await created.clone().text()).toBe(201);
    const campaignId = (await json<{ id: string }>(created)).id;
    await json<LaunchAnswer>(send(rep, "POST", "/api/launch-campaign", { campaignId }));
    const pages = await waitFor(() => micrositesOf(ctx.db, campaignId), (all) => all.length === contacts && all.every((p) => p.status !== "pending"));
    expect(pages.map((p) => p.status)).toEqual(Array(contacts).fill("error"));
    return { campaignId, pages };
  }

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    const ai = createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: "fake-model", concurrency: 4, judge: true, settings: { timeoutMs: 5000, maxRetries: 0 } });
    ctx = await createTestContext({}, { ai, jobSettings: { generate: { retryLimit: 0, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 } } });
    admin = await ctx.signUp({ firstName: "Mia", lastName: "Marketing" });
    rep = await joinAs(ctx, admin, "member", "Rita");
    await send(admin, "PUT", "/api/brand-profile", validBrandProfile());
    const openInput = buildFrameworkInput({ name: "Open" });
    openInput.content_constraints = { ...openInput.content_constraints, prohibitedTerms: ["cheap"] };
    open = (await json<{ id: string }>(send(admin, "POST", "/api/frameworks", openInput))).id;
    const legalInput = buildFrameworkInput({ name: "Legal" });
    legalInput.content_constraints = { ...legalInput.content_constraints, legalCompliance: { ...legalInput.content_constraints.legalCompliance, requiresLegalReview: true } };
    legal = (await json<{ id: string }>(send(admin, "POST", "/api/frameworks", legalInput))).id;
    await ctx.startWorker();
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it("keeps a held page's copy: an edit still failing stays held with its new reasons; a passing one goes live", async () => {
    const { pages } = await heldPages(open, 1, { pageStyle: "readable", judgeAnswer: "fail" });
    const [page] = pages;
    expect(page.error).toBe(JUDGE_REASON);
    // Held is not a failure: the campaign counts it as held, and its row says so.
    const counted = await json<{ state: { counts: { failed: number; held: number } }; microsites: Array<{ id: string; held: boolean }> }>(send(rep, "GET", `/api/campaigns/${page.campaignId}`));
    expect(counted.state.counts).toMatchObject({ failed: 0, held: 1 });
    expect(counted.microsites.find((m) => m.id === page.id)?.held).toBe(true);
    const held = await content(rep, page.id);
    expect(held).toMatchObject({ held: true, awaiting_approval: false, submits_for_approval: false });
    expect(held.content.headline).toBeTruthy();

    const failing = await edit(rep, page.id, { ...held.content, ctaLabel: "statusException" });
    expect(failing.status).toBe(200);
    expect(await failing.json()).toMatchObject({ held: true, awaiting_approval: false });
    const stillHeld = await stored(page.id);
    expect(stillHeld.status).toBe("error");
    expect(stillHeld.error).toMatch(/^Quality check failed: Readable English: Not English: “statusException”/);
    expect(stillHeld.content).toMatchObject({ ctaLabel: "statusException" });
    const shown = await json<{ microsites: Array<{ id: string; status: string; error: string | null }> }>(send(rep, "GET", `/api/campaigns/${page.campaignId}`));
    expect(shown.microsites.find((m) => m.id === page.id)?.error).toBe(stillHeld.error);
    await expectNotServed(page.slug);

    // An admin cannot publish past readability: only an edit fixes it.
    const refused = await override(admin, page.id, "The button is fine");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^“Readable English”.* can't be published anyway: edit the copy until they pass$/);
    expect((await stored(page.id)).status).toBe("error");

    const fixed = await edit(rep, page.id, { ...held.content, headline: "A closer look at your month-end close" });
    expect(fixed.status).toBe(200);
    expect(await fixed.json()).toMatchObject({ held: false, awaiting_approval: false });
    const live = await stored(page.id);
    expect(live).toMatchObject({ status: "completed", error: null, reviewRequired: false });
    expect(live.publishedAt).not.toBeNull();
    expect(live.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    // Every process drops its cached copy on the page's change notification (asynchronous on PostgreSQL).
    await expect.poll(async () => (await served(page.slug)).text()).toContain("A closer look at your month-end close");
  });

  it("refuses an edit of a held page that writes a prohibited term, naming it, and changes nothing", async () => {
    const { pages } = await heldPages(open, 1, { pageStyle: "readable", judgeAnswer: "fail" });
    const before = await stored(pages[0].id);
    const res = await edit(rep, pages[0].id, { ...(before.content as MicrositeContent), headline: "The cheap way to close" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The framework prohibits “cheap”: remove it from the copy to save" });
    expect(await stored(pages[0].id)).toEqual(before);
  });

  it("lets an admin publish past a check a framework may lower, with the reason on the page's report; a member cannot", async () => {
    const { pages } = await heldPages(open, 1, { pageStyle: "readable", judgeAnswer: "fail" });
    const [page] = pages;
    const before = await stored(page.id);

    const byMember = await override(rep, page.id, "I checked it");
    expect(byMember.status).toBe(403);
    expect(await byMember.json()).toEqual({ error: OVERRIDE_MESSAGES.adminOnly });
    const noReason = await override(admin, page.id, "   ");
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ error: OVERRIDE_MESSAGES.reasonRequired });
    expect(await stored(page.id)).toEqual(before);

    const res = await override(admin, page.id, "Rita confirmed they use Tipalti today");
    expect(res.status).toBe(200);
    const { quality } = (await res.json()) as { quality: QualityReport };
    expect(quality.override).toMatchObject({
      by: { id: admin.id, name: "Mia Marketing" },
      reason: "Rita confirmed they use Tipalti today",
      checks: [{ id: "ai-judge", label: "Claims and tone (AI judge)" }],
    });
    expect(Date.parse(quality.override!.at)).not.toBeNaN();
    // The judge's verdict is kept on the report beside the override: the override does not pretend it passed.
    expect(quality.checks.find((c) => c.id === "ai-judge")).toMatchObject({ passed: false, blocker: true });
    const live = await stored(page.id);
    expect(live).toMatchObject({ status: "completed", error: null });
    expect(live.quality).toEqual(quality);
    expect(await json(send(rep, "GET", `/api/microsites/${page.id}/quality`))).toEqual({ quality });
    await expect.poll(async () => (await served(page.slug)).status).toBe(200);

    // Only a held page can be published anyway.
    const again = await override(admin, page.id, "Once more");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: OVERRIDE_MESSAGES.notHeld });
  });

  it("never overrides readability: a page of token soup stays held with a clear 400", async () => {
    const { pages } = await heldPages(open, 1, { pageStyle: "gibberish", judgeAnswer: "pass" });
    const res = await override(admin, pages[0].id, "Ship it");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues: Array<{ id: string }> };
    expect(body.error).toMatch(/^“Readable English”.* can't be published anyway: edit the copy until they pass$/);
    expect(body.issues.map((i) => i.id)).toContain("readable-english");
    expect((await stored(pages[0].id)).status).toBe("error");
    await expectNotServed(pages[0].slug);
  });

  it("sends a member's passing edit of a held page under review to an admin; an admin can clear the page's review", async () => {
    const { campaignId, pages } = await heldPages(legal, 1, { pageStyle: "readable", judgeAnswer: "fail" });
    const [page] = pages;
    const held = await content(rep, page.id);
    expect(held.submits_for_approval).toBe(true);
    expect((await content(admin, page.id)).submits_for_approval).toBe(false);

    const res = await edit(rep, page.id, { ...held.content, headline: "Your month-end close, reviewed" });
    expect(await res.json()).toMatchObject({ held: false, awaiting_approval: true });
    expect(await stored(page.id)).toMatchObject({ status: "awaiting_approval", reviewRequired: true, publishedAt: null });
    expect((await served(page.slug)).status).toBe(404);

    // Members cannot clear review; an admin approves what waits and lifts the requirement.
    expect((await send(rep, "POST", "/api/approvals/clear-review", { microsite_ids: [page.id] })).status).toBe(403);
    expect(await json(send(admin, "POST", "/api/approvals/clear-review", { microsite_ids: [page.id] }))).toEqual({ approved: 1, cleared: 1 });
    expect(await stored(page.id)).toMatchObject({ status: "completed", reviewRequired: false });
    await expect.poll(async () => (await served(page.slug)).status).toBe(200);

    // With the framework no longer asking for review, the member's next edit publishes at once (it waited before the clear).
    expect((await send(rep, "PATCH", `/api/campaigns/${campaignId}`, { framework_id: open })).status).toBe(200);
    expect((await content(rep, page.id)).submits_for_approval).toBe(false);
    const next = await edit(rep, page.id, { ...held.content, headline: "Your month-end close, now live" });
    expect(await next.json()).toMatchObject({ awaiting_approval: false });
    await expect.poll(async () => (await served(page.slug)).text()).toContain("Your month-end close, now live");
  });

  it("keeps a live page online when its held regeneration is edited: the member's passing edit waits beside it", async () => {
    fake.configure({ pageStyle: "readable", judgeAnswer: "pass" });
    const created = await send(rep, "POST", "/api/campaigns", { name: `Live ${Math.random()}`, framework_id: open, contacts: contactRows(1) });
    const campaignId = (await json<{ id: string }>(created)).id;
    await json<LaunchAnswer>(send(rep, "POST", "/api/launch-campaign", { campaignId }));
    const [published] = await waitFor(() => micrositesOf(ctx.db, campaignId), (all) => all.length === 1 && all[0].status === "completed");
    const liveCopy = await (await served(published.slug)).text();
    const expiresAt = published.expiresAt;

    // Regenerated, the new version is held: the approved one stays served.
    fake.configure({ pageStyle: "readable", judgeAnswer: "fail" });
    await send(rep, "POST", `/api/microsites/${published.id}/regenerate`);
    const [held] = await waitFor(() => micrositesOf(ctx.db, campaignId), (all) => all[0].status === "error");
    expect(held.error).toBe(JUDGE_REASON);
    expect(await (await served(held.slug)).text()).toBe(liveCopy);

    // Under a framework that now asks for review, the member's passing edit waits beside the live page.
    expect((await send(rep, "PATCH", `/api/campaigns/${campaignId}`, { framework_id: legal })).status).toBe(200);
    const draft = await content(rep, held.id);
    expect(draft).toMatchObject({ held: true, submits_for_approval: true });
    const res = await edit(rep, held.id, { ...draft.content, headline: "Your close, rewritten for review" });
    expect(await res.json()).toMatchObject({ held: false, awaiting_approval: true });
    const waiting = await stored(held.id);
    expect(waiting).toMatchObject({ status: "completed", expiresAt, error: null });
    expect(waiting.pendingContent).toMatchObject({ headline: "Your close, rewritten for review" });
    expect(await (await served(held.slug)).text()).toBe(liveCopy);

    expect(await json(send(admin, "POST", "/api/approvals/approve", { microsite_ids: [held.id] }))).toEqual({ approved: 1 });
    await expect.poll(async () => (await served(held.slug)).text()).toContain("Your close, rewritten for review");
    expect((await stored(held.id)).expiresAt).toEqual(expiresAt);
  });

  it("publishes an admin's override of a page under review at once (the admin's decision)", async () => {
    const { pages } = await heldPages(legal, 1, { pageStyle: "readable", judgeAnswer: "fail" });
    expect((await override(admin, pages[0].id, "Legal read it")).status).toBe(200);
    expect(await stored(pages[0].id)).toMatchObject({ status: "completed", reviewRequired: true });
    await expect.poll(async () => (await served(pages[0].slug)).status).toBe(200);
  });

  it("hides a held page from another workspace's admin", async () => {
    const { pages } = await heldPages(open, 1, { pageStyle: "readable", judgeAnswer: "fail" });
    const stranger = await ctx.signUp();
    expect((await override(stranger, pages[0].id, "Not mine")).status).toBe(404);
    expect(await json(send(stranger, "POST", "/api/approvals/clear-review", { microsite_ids: [pages[0].id] }))).toEqual({ approved: 0, cleared: 0 });
    expect((await stored(pages[0].id)).status).toBe("error");
  });
});
