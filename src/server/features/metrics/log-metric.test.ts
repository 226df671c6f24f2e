import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { INSTANT_CLICK_MS } from "@/shared/bot-detection";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryRows } from "@/server/db/rows";
import { campaignMetrics, microsites } from "@/server/db/schema";
import { createHttpServer } from "@/server/http/node-server";
import { createFastPaths } from "@/server/app";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { BROWSER_UA, seedMicrosite } from "@/server/test/metrics/metrics-fixtures";

describe("POST /api/log-metric", () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    // No periodic flush: events stay buffered until a test settles them, so each test knows what is written when.
    ctx = await createTestContext({ METRIC_RATE_LIMIT_PER_IP: "100000", METRIC_RATE_LIMIT_PER_MICROSITE: "100000" }, { metrics: { flushIntervalMs: null } });
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.deps.metrics.ingest.settle();
    await ctx.db.delete(campaignMetrics);
  });

  const post = (body: unknown, headers: Record<string, string> = { "user-agent": BROWSER_UA }) => ctx.request("/api/log-metric", { method: "POST", body, headers });
  const storedRows = async () => {
    await ctx.deps.metrics.ingest.settle();
    return ctx.db.select().from(campaignMetrics);
  };

  it("refuses every event that does not match a live microsite, and stores nothing", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    const other = await seedMicrosite(ctx.db, owner.id);
    const expired = await seedMicrosite(ctx.db, owner.id, { expiresAt: new Date(Date.now() - 1000) });
    const pending = await seedMicrosite(ctx.db, owner.id, { status: "pending", html: null });
    const failed = await seedMicrosite(ctx.db, owner.id, { status: "error" });
    const view = site.event("view");
    const notFound = [
      { ...view, slug: "no-such-page-1234" },
      { ...view, slug: other.microsite.slug },
      { ...view, campaignId: other.campaignId },
      { ...view, contactId: other.contact.id },
      expired.event("view"),
      pending.event("view"),
      failed.event("view"),
    ];
    for (const body of notFound) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(await res.json()).toEqual({ error: "Microsite not found" });
    }
    const invalid: Array<[unknown, string]> = [
      [{ ...view, type: "purchase" }, "type must be one of view, click, session_duration"],
      [{ ...view, campaignId: "not-a-uuid" }, "campaignId must be a valid UUID"],
      [{ ...view, contactId: 42 }, "contactId must be a valid UUID"],
      [{ ...view, slug: "Bad Slug!" }, "Invalid microsite slug"],
      [site.event("session_duration"), "value (visible seconds) is required for session_duration"],
      [site.event("session_duration", -3), "value must be a number of seconds"],
    ];
    for (const [body, message] of invalid) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    const garbage = await ctx.request("/api/log-metric", { method: "POST", headers: { "content-type": "text/plain" }, body: undefined });
    expect(garbage.status).toBe(400);
    expect(await storedRows()).toEqual([]);
  });

  it("accepts a sendBeacon text/plain body and counts view, click and visible time as human", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    for (const body of [site.event("view"), site.event("click"), site.event("session_duration", 12.5)]) {
      const res = await ctx.app.request("http://localhost:3000/api/log-metric", {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER_UA, origin: "https://microsites.example.com" },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
    }
    const rows = await storedRows();
    const by = (type: string) => rows.find((r) => r.metricType === type);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.source === "human" && r.contactId === site.contact.id && r.campaignId === site.campaignId)).toBe(true);
    expect(by("view")).toMatchObject({ value: 1, samples: 1 });
    expect(by("click")).toMatchObject({ value: 1, samples: 1 });
    expect(by("session_duration")).toMatchObject({ value: 12.5, samples: 1 });
    expect(by("view")!.metricDate).toBe(new Date().toISOString().slice(0, 10));
  });

  it("answers the CORS preflight of a fetch() with a JSON content type", async () => {
    const res = await ctx.request("/api/log-metric", { method: "OPTIONS" });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("stores scanner traffic with source bot and keeps it out of human figures", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    // Every client here has the same address: each page load is followed by its own script's beacons.
    const load = (userAgent: string) => ctx.request(`/site/${site.microsite.slug}`, { headers: { "user-agent": userAgent } });
    expect((await load("Mozilla/5.0 (compatible; SafeLinks/1.0)")).status).toBe(200);
    expect((await post(site.event("view"), { "user-agent": "Mozilla/5.0 (compatible; SafeLinks/1.0)" })).status).toBe(204);
    expect((await post(site.event("click"), { "user-agent": "Mimecast-URL-Protect/1.0" })).status).toBe(204);
    // A page fetched without running its script (no view beacon follows): a no-JS hit.
    const page = await ctx.request(`/site/${site.microsite.slug}`, { headers: { "user-agent": "Proofpoint URL Defense" } });
    expect(page.status).toBe(200);
    // A browser whose visit lasted under a second.
    expect((await load(BROWSER_UA)).status).toBe(200);
    await post(site.event("view"));
    await post(site.event("session_duration", 0.3));
    const rows = await storedRows();
    const bot = rows.filter((r) => r.source === "bot");
    const sum = (type: string) => bot.filter((r) => r.metricType === type).reduce((n, r) => n + r.samples, 0);
    expect(rows.filter((r) => r.source === "human")).toEqual([]);
    expect(sum("view")).toBe(3);
    expect(sum("click")).toBe(1);
    expect(sum("session_duration")).toBe(1);
  });

  it("a real visit (page load, view beacon, click seconds later, pagehide) is one human view with its time", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const page = await ctx.request(`/site/${site.microsite.slug}`, { headers: { "user-agent": BROWSER_UA } });
      expect(page.status).toBe(200);
      await post(site.event("view"));
      vi.setSystemTime(Date.now() + INSTANT_CLICK_MS); // a person reads before clicking
      await post(site.event("click"));
      await post(site.event("session_duration", 4.2));
    } finally {
      vi.useRealTimers();
    }
    const rows = await storedRows();
    expect(rows.map((r) => `${r.metricType}:${r.source}:${r.value}:${r.samples}`).sort()).toEqual([
      "click:human:1:1",
      "session_duration:human:4.2:1",
      "view:human:1:1",
    ]);
    const [engagement] = await queryRows<Record<string, unknown>>(ctx.db, sql`select first_viewed_at, last_viewed_at, first_clicked_at from microsite_engagement where microsite_id = ${site.microsite.id}`);
    expect(engagement.first_viewed_at).not.toBeNull();
    expect(engagement.first_clicked_at).not.toBeNull();
  });

  it("tracks pages answered from the in-memory fast path too: loads whose script never reports are no-JS bot views", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    const server = createHttpServer(ctx.app, createFastPaths(ctx.deps)).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/site/${site.microsite.slug}`;
    try {
      for (let i = 0; i < 3; i++) expect((await fetch(url, { headers: { "user-agent": BROWSER_UA } })).status).toBe(200); // 1st via the app, then from memory
      expect(ctx.deps.pageCache.get(site.microsite.slug, Date.now())?.state).toBe("published");
      // The page-hit lookups run after the answer.
      await expect.poll(() => ctx.deps.metrics.ingest.stats().buffered).toBe(3);
      const rows = await storedRows();
      expect(rows.map((r) => `${r.metricType}:${r.source}:${r.samples}`)).toEqual(["view:bot:3"]);
    } finally {
      server.close();
    }
  });

  it("refuses events as soon as a microsite it already knows expires (database change notification, not a cache timeout)", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    expect((await post(site.event("click"))).status).toBe(204); // now cached
    await ctx.db.update(microsites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(microsites.id, site.microsite.id));
    // Well within the 60 s cache lifetime.
    await expect.poll(async () => (await post(site.event("click"))).status).toBe(404);
  });

  it("stops counting a microsite once it is deleted (its queued counters are dropped, not failing the batch)", async () => {
    const site = await seedMicrosite(ctx.db, owner.id);
    const kept = await seedMicrosite(ctx.db, owner.id);
    await post(site.event("click"));
    await post(kept.event("click"));
    expect(ctx.deps.metrics.ingest.stats().buffered).toBe(2); // both still queued when the microsite goes
    await ctx.db.delete(microsites).where(eq(microsites.id, site.microsite.id));
    const rows = await storedRows();
    expect(rows.map((r) => r.contactId)).toEqual([kept.contact.id]);
  });
});
