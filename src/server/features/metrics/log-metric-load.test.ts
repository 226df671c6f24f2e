import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/server/db/rows";
import { createTestContext, type TestContext } from "@/server/test/test-app";
import { BROWSER_UA, seedMicrosite, visitTraffic } from "@/server/test/metrics/metrics-fixtures";

const EVENTS = 10_000;
const SITES = 25;
const SENDERS = 256;
const FLUSH_INTERVAL_MS = 250;

describe("POST /api/log-metric under load", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(
      { METRIC_RATE_LIMIT_PER_IP: "1000000", METRIC_RATE_LIMIT_PER_MICROSITE: "1000000", TRUST_PROXY: "true" },
      { metrics: { flushIntervalMs: FLUSH_INTERVAL_MS } },
    );
  });
  afterAll(() => ctx.close());

  it("counts 10,000 events from 256 concurrent senders exactly (one visit each), in a handful of batched writes", async () => {
    const owner = await ctx.signUp();
    const sites: Array<Awaited<ReturnType<typeof seedMicrosite>>> = [];
    for (let i = 0; i < SITES; i++) sites.push(await seedMicrosite(ctx.db, owner.id));
    const { requests, expected } = visitTraffic(sites, EVENTS, SENDERS);

    const flushesBefore = ctx.deps.metrics.ingest.stats().flushes;
    const started = performance.now();
    // 256 senders at a time: enough to overlap many flushes, while the test worker still answers Vitest's RPC.
    const statuses: number[] = [];
    let next = 0;
    const sender = async () => {
      while (next < requests.length) {
        const { body, address } = requests[next++];
        const res = await ctx.request("/api/log-metric", { method: "POST", body, headers: { "user-agent": BROWSER_UA, "x-forwarded-for": address } });
        statuses.push(res.status);
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, sender));
    expect(statuses.filter((s) => s !== 204)).toEqual([]);
    const elapsedMs = performance.now() - started;
    const flushesDuringLoad = ctx.deps.metrics.ingest.stats().flushes - flushesBefore;
    await ctx.deps.metrics.ingest.settle();

    const rows = await queryRows<{ contact_id: string; metric_type: string; source: string; value: number; samples: number | string; n: number | string }>(ctx.db, sql`
        select contact_id, metric_type, source, sum(value)::float8 as value, sum(samples)::float8 as samples, count(*) as n
        from campaign_metrics group by contact_id, metric_type, source`);
    expect(rows.every((r) => r.source === "human")).toBe(true);
    // One counter row per (contact, type) and day, not a row per hit.
    expect(rows.every((r) => Number(r.n) <= 2)).toBe(true);
    sites.forEach((site, i) => {
      const of = (type: string) => rows.find((r) => r.contact_id === site.contact.id && r.metric_type === type)!;
      expect({ views: Number(of("view").samples), clicks: Number(of("click").samples), sessions: Number(of("session_duration").samples), seconds: Number(of("session_duration").value) }).toEqual(expected[i]);
    });
    const stats = ctx.deps.metrics.ingest.stats();
    expect(stats.written).toBe(EVENTS);
    // Batched: at most one write per flush interval however slow the machine, never one per event.
    expect(flushesDuringLoad).toBeLessThanOrEqual(Math.floor(elapsedMs / FLUSH_INTERVAL_MS) + 1);
  }, 120_000); // 10,000 requests on a 2-core machine shared with other work
});
