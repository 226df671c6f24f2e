import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignStatusAnswer, LaunchAnswer } from "@/shared/schemas/launch";
import { BROWSER_UA, seedMicrosite, visitTraffic } from "../test/metrics/metrics-fixtures";
import { micrositesOf, seedCampaign, waitFor } from "../test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";
import { queryRows } from "./rows";

const serverUrl = process.env.TEST_DATABASE_URL;

const KILLER = "pitchsite-test-killer";

/**
 * Ends every connection of the app to the test's database, at a moment one of them is inside a transaction (waits
 * for one): the case that crashed the process, a checked-out client losing its connection.
 */
async function terminateBackends(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl, application_name: KILLER });
  await admin.connect();
  try {
    for (;;) {
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and application_name <> $1
            and exists (select 1 from pg_stat_activity t where t.datname = current_database() and t.state = 'idle in transaction' and t.application_name <> $1)`,
        [KILLER],
      );
      if ((killed.rowCount ?? 0) > 0) return killed.rowCount!;
    }
  } finally {
    await admin.end();
  }
}

// PostgreSQL only: PGlite has no connections to lose.
describe.runIf(serverUrl)("connections the server ends mid-work", () => {
  let ctx: TestContext;
  let owner: TestUser;
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on("uncaughtException", onCrash);
    process.on("unhandledRejection", onCrash);
    ctx = await createTestContext(
      { METRIC_RATE_LIMIT_PER_IP: "1000000", METRIC_RATE_LIMIT_PER_MICROSITE: "1000000", TRUST_PROXY: "true" },
      { metrics: { flushIntervalMs: 50 }, jobSettings: { generate: { retryDelaySeconds: 1, retryDelayMaxSeconds: 1, builtinBatchSize: 10 } } },
    );
    owner = await ctx.signUp();
    await ctx.startWorker();
  });
  afterAll(async () => {
    await ctx.close();
    process.off("uncaughtException", onCrash);
    process.off("unhandledRejection", onCrash);
  });

  it("finishes a launch whose connections are terminated while it runs, every page published once", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 300 });
    const launched = (await (await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId: campaign.id }, cookie: owner.cookie })).json()) as LaunchAnswer;
    let killsWhileRunning = 0;
    let lastKilledAt = -1;
    const status = await waitFor(
      async () => {
        const res = await ctx.request(`/api/campaign-status?runId=${launched.runId}`, { cookie: owner.cookie });
        // A status read whose own connection was ended answers an error: that request is the statement in flight.
        if (res.status !== 200) return null;
        const answer = (await res.json()) as CampaignStatusAnswer;
        // Once per batch of progress: the connections die between and inside the worker's transactions.
        if (answer.status === "running" && answer.processed > lastKilledAt && answer.processed < answer.total) {
          lastKilledAt = answer.processed;
          if ((await terminateBackends(ctx.handle.url!)) > 0) killsWhileRunning += 1;
        }
        return answer;
      },
      (s) => s?.status === "completed" || s?.status === "failed",
      undefined,
      20,
    );
    expect(killsWhileRunning).toBeGreaterThanOrEqual(2);
    expect(status).toMatchObject({ status: "completed", processed: 300, total: 300, error: null });
    const pages = await micrositesOf(ctx.db, campaign.id);
    expect(pages.filter((p) => p.status === "completed")).toHaveLength(300);
    expect(crashes).toEqual([]);
  }, 180_000);

  it("counts a page-view and beacon burst exactly while its connections are terminated", async () => {
    const sites: Array<Awaited<ReturnType<typeof seedMicrosite>>> = [];
    for (let i = 0; i < 5; i++) sites.push(await seedMicrosite(ctx.db, owner.id));
    const { requests, expected } = visitTraffic(sites, 3000, 60);
    // Each visitor that views a page loads it first, as a browser does.
    const loads = [...new Map(requests.filter((r) => (r.body as { type: string }).type === "view").map((r) => [`${r.address}/${r.siteIndex}`, r])).values()];

    let sent = 0;
    let kills = 0;
    const statuses: number[] = [];
    const burst = async (send: () => Promise<Response>) => {
      const res = await send();
      statuses.push(res.status);
      sent += 1;
      // Every 400 requests the connections go, wherever the flush or the directory lookups are.
      if (sent % 400 === 0 && (await terminateBackends(ctx.handle.url!)) > 0) kills += 1;
    };
    const inParallel = async <T>(items: T[], send: (item: T) => Promise<Response>) => {
      let next = 0;
      await Promise.all(Array.from({ length: 32 }, async () => {
        while (next < items.length) {
          const item = items[next++];
          await burst(() => send(item));
        }
      }));
    };
    await inParallel(loads, (r) => ctx.request(`/site/${sites[r.siteIndex].microsite.slug}`, { headers: { "user-agent": BROWSER_UA, "x-forwarded-for": r.address } }));
    await inParallel(requests, (r) => ctx.request("/api/log-metric", { method: "POST", body: r.body, headers: { "user-agent": BROWSER_UA, "x-forwarded-for": r.address } }));
    expect(kills).toBeGreaterThanOrEqual(5);
    // The public answers never wait for the database's writes: every load and beacon was taken.
    expect(statuses.filter((s) => s !== 200 && s !== 204)).toEqual([]);
    await ctx.deps.metrics.ingest.settle();

    const rows = await queryRows<{ contact_id: string; metric_type: string; source: string; value: number; samples: number }>(ctx.db, sql`select contact_id, metric_type, source, sum(value)::float8 as value, sum(samples)::float8 as samples
                                from campaign_metrics group by contact_id, metric_type, source`);
    expect(rows.filter((r) => r.source !== "human")).toEqual([]);
    sites.forEach((site, i) => {
      const of = (type: string) => rows.find((r) => r.contact_id === site.contact.id && r.metric_type === type);
      expect({ views: of("view")?.samples, clicks: of("click")?.samples, sessions: of("session_duration")?.samples, seconds: of("session_duration")?.value }).toEqual(expected[i]);
    });
    expect(ctx.deps.metrics.ingest.stats().written).toBe(loads.length + requests.length);
    expect(crashes).toEqual([]);
  }, 180_000);
});
