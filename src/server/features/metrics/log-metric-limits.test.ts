import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignMetrics } from "@/server/db/schema";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { BROWSER_UA, seedMicrosite } from "@/server/test/metrics/metrics-fixtures";

describe("POST /api/log-metric limits", () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    // Behind a proxy that sets X-Forwarded-For, 5 events per minute per address and 8 per microsite.
    ctx = await createTestContext({ METRIC_RATE_LIMIT_PER_IP: "5", METRIC_RATE_LIMIT_PER_MICROSITE: "8", TRUST_PROXY: "true" });
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const post = (body: unknown, ip: string) =>
    ctx.request("/api/log-metric", { method: "POST", body, headers: { "user-agent": BROWSER_UA, "x-forwarded-for": `10.0.0.1, ${ip}` } });

  it("answers 429 with Retry-After per client address, then per microsite, and counts only accepted events", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    const fromA = [];
    for (let i = 0; i < 7; i++) fromA.push((await post(site.event("click"), "203.0.113.7")).status);
    expect(fromA).toEqual([204, 204, 204, 204, 204, 429, 429]);
    const limited = await post(site.event("click"), "203.0.113.7");
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await limited.json()).error).toBe("Too many events from this address; slow down");

    // Another address still gets through until the microsite's own budget (8) is spent.
    const fromB = [];
    for (let i = 0; i < 5; i++) fromB.push((await post(site.event("click"), "198.51.100.9")).status);
    expect(fromB).toEqual([204, 204, 204, 429, 429]);
    const perSite = await post(site.event("click"), "192.0.2.44");
    expect(perSite.status).toBe(429);
    expect((await perSite.json()).error).toBe("Too many events for this microsite; slow down");

    // 8 clicks accepted from two visitors: a click counts once per visit.
    await ctx.deps.metrics.ingest.settle();
    expect(ctx.deps.metrics.ingest.stats().written).toBe(8);
    const rows = await ctx.db.select().from(campaignMetrics);
    expect(rows.reduce((n, r) => n + r.samples, 0)).toBe(2);
  });

  it("refuses an oversized body without reading it", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    const res = await ctx.request("/api/log-metric", {
      method: "POST",
      body: { ...site.event("view"), padding: "x".repeat(5000) },
      headers: { "user-agent": BROWSER_UA, "x-forwarded-for": "203.0.113.99" },
    });
    expect(res.status).toBe(413);
  });
});
