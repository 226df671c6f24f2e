import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newQualityCheckpoint } from "@/shared/framework-defaults";
import type { QualityStage } from "@/shared/framework-constants";
import type { LaunchAnswer } from "@/shared/schemas/launch";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { createBuiltinWriter } from "../ai/builtin/builtin-writer";
import type { GenerationInput } from "../page-input/generation-input";
import type { AiProvider } from "../ai/provider";
import { templateFrameworks } from "../db/schema";
import { sampleFrameworkDocument } from "../render/sample-content";
import { micrositesOf, seedCampaign, waitFor } from "../test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";

const blockerAt = (stage: QualityStage) => ({
  ...sampleFrameworkDocument.flexibilityBoundaries,
  qualityCheckpoints: [{ ...newQualityCheckpoint(stage), automated: true, blocker: true }],
});

/** The built-in writer, except that a first draft (not a re-write) says "cheap"; records each call's feedback. */
function firstDraftSaysCheap() {
  const builtin = createBuiltinWriter();
  const calls: Array<{ seed: string; feedback?: string[] }> = [];
  const provider: AiProvider = {
    kind: "openai",
    check: builtin.check,
    async generate(input: GenerationInput, signal?: AbortSignal, feedback?: string[]): Promise<MicrositeContent> {
      calls.push({ seed: input.seed, feedback });
      const content = await builtin.generate(input, signal);
      return input.seed.endsWith(":rewrite") ? content : { ...content, headline: `A cheap way out, ${content.headline}`.slice(0, 120) };
    },
  };
  return { provider, calls };
}

describe("quality gates in the generation job", () => {
  let ctx: TestContext;
  let owner: TestUser;
  const writer = firstDraftSaysCheap();
  beforeAll(async () => {
    ctx = await createTestContext({}, { ai: writer.provider });
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  async function launchAndFinish(campaignId: string) {
    const res = await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId }, cookie: owner.cookie });
    const { runId } = (await res.json()) as LaunchAnswer;
    const worker = await ctx.startWorker();
    await waitFor(
      () => ctx.request(`/api/campaign-status?campaignId=${campaignId}&runId=${runId}`, { cookie: owner.cookie }).then((r) => r.json() as Promise<{ status: string }>),
      (s) => s.status === "completed" || s.status === "failed",
    );
    await worker.stop();
    return micrositesOf(ctx.db, campaignId);
  }

  it("re-writes a page failing a blocker once, with the failure as feedback, and publishes the passing re-write", async () => {
    const { framework, campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 2 });
    await ctx.db
      .update(templateFrameworks)
      .set({ contentConstraints: { ...sampleFrameworkDocument.contentConstraints, prohibitedTerms: ["cheap"] }, flexibilityBoundaries: blockerAt("Brand compliance check") })
      .where(eq(templateFrameworks.id, framework.id));
    const pages = await launchAndFinish(campaign.id);
    for (const page of pages) {
      expect(page.status).toBe("completed");
      expect(page.htmlContent).not.toMatch(/cheap/i);
      expect(page.quality?.checks.find((c) => c.id === "prohibited-terms")).toMatchObject({ passed: true, blocker: true });
      const rewrite = writer.calls.find((c) => c.seed === `${campaign.id}:${page.contactId}:rewrite`);
      expect(rewrite?.feedback).toEqual(["No prohibited terms: The page uses “cheap”"]);
    }
  });

  it("holds a page whose re-write fails the blocker too as error with the check's reason, and keeps its report", async () => {
    const { framework, campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 1 });
    await ctx.db
      .update(templateFrameworks)
      .set({ brandLogo: `${owner.id}/missing-logo.png`, flexibilityBoundaries: blockerAt("Brand compliance check") })
      .where(eq(templateFrameworks.id, framework.id));
    const [page] = await launchAndFinish(campaign.id);
    expect(page.status).toBe("error");
    expect(page.error).toBe(`Quality check failed: Logo and images load: Not found in storage: /storage/framework-logos/${owner.id}/missing-logo.png`);
    expect(page.htmlContent).toBeNull();
    expect(page.quality?.checks.find((c) => c.id === "images-resolve")).toMatchObject({ passed: false, blocker: true });
    const detail = (await (await ctx.request(`/api/campaigns/${campaign.id}`, { cookie: owner.cookie })).json()) as { microsites: Array<{ error: string; quality_score: number }> };
    expect(detail.microsites[0].error).toBe(page.error);
    expect(detail.microsites[0].quality_score).toBe(page.quality?.score);
  });

  it("publishes a page whose failures are warnings, with the failures stored", async () => {
    const { framework, campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 1 });
    await ctx.db.update(templateFrameworks).set({ brandLogo: `${owner.id}/missing-logo.png` }).where(eq(templateFrameworks.id, framework.id));
    const [page] = await launchAndFinish(campaign.id);
    expect(page.status).toBe("completed");
    expect(page.quality?.checks.find((c) => c.id === "images-resolve")).toMatchObject({ passed: false, blocker: false });
    expect(page.quality?.score).toBeLessThan(100);
  });
});
