import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, toIsoDate } from "@/shared/analytics";
import { endOfDay, startOfDay } from "@/shared/publication-window";
import { NOT_PUBLISHED_TEXT, NOT_PUBLISHED_TITLE } from "@/shared/public-site";
import { renderStatusPage } from "../render/status-page";
import { findPageStyle } from "../features/public-site/service";
import type { CampaignStatusAnswer, LaunchAnswer } from "@/shared/schemas/launch";
import { microsites } from "../db/schema";
import { micrositesOf, seedCampaign, waitFor } from "../test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";

const DAY = 86_400_000;

/**
 * Issue 15 item 10: a campaign launched before its start date is generated now and served from the start
 * date on; no page outlives the campaign's end date. Time is moved with a fake clock (Date only), never slept.
 */
describe("publication follows the campaign's start and end dates", () => {
  let ctx: TestContext;
  let owner: TestUser;
  const today = toIsoDate(new Date());
  const start = addDays(today, 3);
  const end = addDays(today, 10);
  let scheduled: Array<typeof microsites.$inferSelect>;
  let undated: Array<typeof microsites.$inferSelect>;

  async function launchAndWait(campaignId: string) {
    const run = (await (await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId }, cookie: owner.cookie })).json()) as LaunchAnswer;
    const status = () => ctx.request(`/api/campaign-status?runId=${run.runId}`, { cookie: owner.cookie }).then((r) => r.json() as Promise<CampaignStatusAnswer>);
    expect((await waitFor(status, (s) => s.status === "completed")).status).toBe("completed");
    return micrositesOf(ctx.db, campaignId);
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp();
    const worker = await ctx.startWorker();
    const dated = await seedCampaign(ctx.db, owner.id, { contacts: 2, campaign: { startDate: start, endDate: end, expirationDays: 30 } });
    scheduled = await launchAndWait(dated.campaign.id);
    const plain = await seedCampaign(ctx.db, owner.id, { contacts: 1, campaign: { expirationDays: 7 } });
    undated = await launchAndWait(plain.campaign.id);
    // Nothing runs in the background while the clock is moved below.
    await worker.stop();
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => ctx.close());

  const at = (instant: number) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(instant);
  };

  it("generates the pages now and publishes them for the start date, expiring at the end of the end date", () => {
    for (const page of scheduled) {
      expect(page.status).toBe("completed");
      expect(page.htmlContent).toBeTruthy();
      expect(page.publishedAt).toEqual(startOfDay(start));
      // 30 days after the start would be later than the end date: the end date wins.
      expect(page.expiresAt).toEqual(endOfDay(end));
    }
  });

  it("keeps a campaign without dates on the expiration days", () => {
    const [page] = undated;
    expect(page.expiresAt!.getTime() - page.publishedAt!.getTime()).toBe(7 * DAY);
    expect(page.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("answers like an unpublished page before the start date, serves it from the start, and expires it after the end date", async () => {
    const slug = scheduled[0].slug;
    const before = await ctx.request(`/site/${slug}`);
    expect(before.status).toBe(404);
    // The not-published page, in the look of the campaign's framework.
    const style = await findPageStyle(ctx.db, slug);
    expect(style).not.toBeNull();
    expect(await before.text()).toContain(renderStatusPage(NOT_PUBLISHED_TITLE, NOT_PUBLISHED_TEXT, style!));

    at(startOfDay(start).getTime() - 1000);
    expect((await ctx.request(`/site/${slug}`)).status).toBe(404);

    at(startOfDay(start).getTime() + 1000);
    expect((await ctx.request(`/site/${slug}`)).status).toBe(200);

    at(endOfDay(end).getTime() - 1000);
    expect((await ctx.request(`/site/${slug}`)).status).toBe(200);

    at(endOfDay(end).getTime());
    expect((await ctx.request(`/site/${slug}`)).status).toBe(410);
  });

  it("lets the rep extend a page past the end date by choice", async () => {
    const page = scheduled[1];
    const res = await ctx.request(`/api/microsites/${page.id}/extend`, { method: "POST", body: { days: 7 }, cookie: owner.cookie });
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select({ expiresAt: microsites.expiresAt }).from(microsites).where(eq(microsites.id, page.id));
    expect(row.expiresAt).toEqual(new Date(endOfDay(end).getTime() + 7 * DAY));
  });
});
