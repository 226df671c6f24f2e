import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newQualityCheckpoint } from "@/shared/framework-defaults";
import type { QualityReport } from "@/shared/quality";
import type { LaunchAnswer } from "@/shared/schemas/launch";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { CONTENT_EDIT_MESSAGES } from "@/shared/schemas/microsite-content-edit";
import { microsites, templateFrameworks } from "@/server/db/schema";
import { sampleFrameworkDocument } from "@/server/render/sample-content";
import { micrositesOf, seedCampaign, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, expectHiddenFromOtherUser, type TestContext, type TestUser } from "@/server/test/test-app";

type Editable = { content: MicrositeContent; quality: QualityReport | null };

describe("editing a generated page's copy", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let page: Awaited<ReturnType<typeof micrositesOf>>[number];
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp();
    const { framework, campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 1, brand: true });
    // Brand compliance blocks, and "cheap" is prohibited: an edit that writes it must be refused.
    await ctx.db
      .update(templateFrameworks)
      .set({
        contentConstraints: { ...sampleFrameworkDocument.contentConstraints, prohibitedTerms: ["cheap"] },
        flexibilityBoundaries: { ...sampleFrameworkDocument.flexibilityBoundaries, qualityCheckpoints: [{ ...newQualityCheckpoint("Brand compliance check"), automated: true, blocker: true }] },
      })
      .where(eq(templateFrameworks.id, framework.id));
    const res = await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId: campaign.id }, cookie: owner.cookie });
    const { runId } = (await res.json()) as LaunchAnswer;
    const worker = await ctx.startWorker();
    await waitFor(
      () => ctx.request(`/api/campaign-status?campaignId=${campaign.id}&runId=${runId}`, { cookie: owner.cookie }).then((r) => r.json() as Promise<{ status: string }>),
      (s) => s.status === "completed",
    );
    await worker.stop();
    [page] = await micrositesOf(ctx.db, campaign.id);
  });
  afterAll(() => ctx.close());

  const getContent = async () => (await (await ctx.request(`/api/microsites/${page.id}/content`, { cookie: owner.cookie })).json()) as Editable;
  const patch = (content: unknown, user = owner) => ctx.request(`/api/microsites/${page.id}/content`, { method: "PATCH", body: { content }, cookie: user.cookie });
  const stored = async () => (await ctx.db.select().from(microsites).where(eq(microsites.id, page.id)))[0];

  it("answers the page's content and quality report", async () => {
    const { content, quality } = await getContent();
    expect(content.headline).toBeTruthy();
    expect(quality).toEqual(page.quality);
    const res = await ctx.request(`/api/microsites/${page.id}/quality`, { cookie: owner.cookie });
    expect(await res.json()).toEqual({ quality: page.quality });
  });

  it("re-renders an edit, runs the gates again, stores it and updates the public page", async () => {
    expect(await (await ctx.request(`/site/${page.slug}`)).text()).not.toContain("A page written for you");
    const { content } = await getContent();
    const edited = { ...content, headline: "A page written for you", ctaLabel: "Let's talk" };
    const res = await patch(edited);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Editable;
    expect(answer.content).toEqual(edited);
    expect(answer.quality?.checks.length).toBeGreaterThan(10);
    const row = await stored();
    expect(row.content).toEqual(edited);
    expect(row.quality).toEqual(answer.quality);
    expect(row.htmlContent).toContain("A page written for you");
    expect(row.htmlContent).toContain("Let&#x27;s talk");
    // The public page cache is dropped by the microsite-change notification.
    await expect.poll(async () => (await ctx.request(`/site/${page.slug}`)).text()).toContain("A page written for you");
  });

  it("previews an edit with its gates, without tracking, storing anything", async () => {
    const before = await stored();
    const res = await ctx.request(`/api/microsites/${page.id}/content/preview`, {
      method: "POST",
      body: { content: { ...(before.content as MicrositeContent), headline: "The cheap option" } },
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { html: string; quality: QualityReport };
    expect(body.html).toContain("The cheap option");
    expect(body.html).not.toContain("<script");
    expect(body.quality.checks.find((c) => c.id === "prohibited-terms")).toMatchObject({ passed: false, blocker: true });
    expect(await stored()).toEqual(before);
  });

  it("refuses an edit that writes a prohibited term with a 400 naming it, and changes nothing", async () => {
    const before = await stored();
    const res = await patch({ ...(before.content as MicrositeContent), headline: "The CHEAP option" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("The framework prohibits “cheap”: remove it from the copy to save");
    expect(await stored()).toEqual(before);
  });

  it("refuses an edit that fails a blocker, with its reasons, and changes nothing", async () => {
    const before = await stored();
    const res = await patch({ ...(before.content as MicrositeContent), ctaLabel: "statusException" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues: Array<{ id: string }> };
    expect(body.error).toMatch(
      /^Quality check failed: Readable English: Not English: “statusException” \(\d+ of \d+ words unknown, in the CTA label\); No code or error text: An error name in the CTA label: “statusException”; Button fits the call to action: “statusException” does not say “Book Now”$/,
    );
    expect(body.issues.map((i) => i.id)).toEqual(["readable-english", "no-code", "cta-fits"]);
    expect(await stored()).toEqual(before);
  });

  it("refuses content that breaks the schema or changes more than text", async () => {
    const before = await stored();
    const content = before.content as MicrositeContent;
    const empty = await patch({ ...content, headline: " " });
    expect(empty.status).toBe(400);
    const reordered = await patch({ ...content, blocks: [...content.blocks].reverse() });
    expect(reordered.status).toBe(400);
    expect(await reordered.json()).toEqual({ error: CONTENT_EDIT_MESSAGES.structure });
    const otherOffering = await patch({ ...content, offeringId: "someone-else" });
    expect(otherOffering.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("asks to regenerate a page written in the old content shape", async () => {
    const before = await stored();
    await ctx.db.update(microsites).set({ content: { headline: "Old", subheadline: "s", intro: "i", sections: [], closing: "c", ctaLabel: "Go", offeringName: null } }).where(eq(microsites.id, page.id));
    const read = await ctx.request(`/api/microsites/${page.id}/content`, { cookie: owner.cookie });
    expect(read.status).toBe(409);
    expect(await read.json()).toEqual({ error: CONTENT_EDIT_MESSAGES.legacy });
    expect((await patch(before.content)).status).toBe(409);
    await ctx.db.update(microsites).set({ content: before.content }).where(eq(microsites.id, page.id));
  });

  it("hides the page from another owner", async () => {
    const other = await ctx.signUp();
    const content = (await stored()).content;
    await expectHiddenFromOtherUser(ctx, other, [
      { path: `/api/microsites/${page.id}/content` },
      { path: `/api/microsites/${page.id}/quality` },
      { path: `/api/microsites/${page.id}/content`, method: "PATCH", body: { content } },
      { path: `/api/microsites/${page.id}/content/preview`, method: "POST", body: { content } },
    ]);
  });
});
