import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { INSTANT_CLICK_MS } from "@/shared/bot-detection";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { BROWSER_UA, seedMicrosite } from "@/server/test/metrics/metrics-fixtures";

describe("GET /api/engagement-stamp", () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    // No periodic flush: a test settles the buffered events itself, so it knows when they are stored.
    ctx = await createTestContext({ METRIC_RATE_LIMIT_PER_IP: "100000", METRIC_RATE_LIMIT_PER_MICROSITE: "100000" }, { metrics: { flushIntervalMs: null } });
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const stamp = async (cookie: string, campaignId?: string) => {
    const res = await ctx.request(`/api/engagement-stamp${campaignId ? `?campaignId=${campaignId}` : ""}`, { cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as { stamp: string }).stamp;
  };

  /** A prospect's real visit: the page, its view beacon, a click once a person could have read, all stored. */
  async function visit(site: Awaited<ReturnType<typeof seedMicrosite>>) {
    const post = (body: unknown) => ctx.request("/api/log-metric", { method: "POST", body, headers: { "user-agent": BROWSER_UA } });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      expect((await ctx.request(`/site/${site.microsite.slug}`, { headers: { "user-agent": BROWSER_UA } })).status).toBe(200);
      await post(site.event("view"));
      vi.setSystemTime(Date.now() + INSTANT_CLICK_MS);
      await post(site.event("click"));
    } finally {
      vi.useRealTimers();
    }
    await ctx.deps.metrics.ingest.settle();
  }

  it("changes when a view or click of the owner's (or that campaign's) microsite is stored, and only then", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    const other = await seedMicrosite(ctx.db, owner.id);
    const before = { all: await stamp(owner.cookie), campaign: await stamp(owner.cookie, site.campaignId), other: await stamp(owner.cookie, other.campaignId) };
    expect(before.campaign).toBe("0:-");
    expect(await stamp(owner.cookie, site.campaignId)).toBe(before.campaign);

    await visit(site);
    const after = { all: await stamp(owner.cookie), campaign: await stamp(owner.cookie, site.campaignId), other: await stamp(owner.cookie, other.campaignId) };
    expect(after.all).not.toBe(before.all);
    expect(after.campaign).not.toBe(before.campaign);
    expect(after.other).toBe(before.other);

    const stranger = await ctx.signUp();
    expect(await stamp(stranger.cookie)).toBe("0:-");
    expect(await stamp(stranger.cookie, site.campaignId)).toBe("0:-");
  });

  it("refuses a campaignId that is not a UUID and needs a session", async () => {
    const res = await ctx.request("/api/engagement-stamp?campaignId=nope", { cookie: owner.cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("campaignId must be a valid UUID");
    expect((await ctx.request("/api/engagement-stamp")).status).toBe(401);
  });
});
