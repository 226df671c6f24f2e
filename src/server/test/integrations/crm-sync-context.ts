import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { campaignContacts, crmConnections, crmContactLinks, microsites } from "@/server/db/schema";
import { createApp } from "@/server/app";
import { createLogger } from "@/server/logger";
import { createCrmRuntime, type CrmRuntime } from "@/server/features/integrations/crm-runtime";
import { syncConnection, type CrmSyncOutcome } from "@/server/features/integrations/crm-sync";
import type { CallRecord } from "@/server/test/crm-test-server-kit";
import { waitFor } from "@/server/test/launch-fixtures";
import { BROWSER_UA } from "@/server/test/metrics/metrics-fixtures";
import { createTestContext, TEST_APP_URL, type TestContext, type TestUser } from "@/server/test/test-app";

// Hundreds of beacons from a few addresses (X-Forwarded-For, trusted) must all count, and a sync is due every second.
const SYNC_ENV = { METRIC_RATE_LIMIT_PER_IP: "100000", METRIC_RATE_LIMIT_PER_MICROSITE: "100000", CRM_SYNC_INTERVAL_SECONDS: "1", TRUST_PROXY: "true" };

type ContactLink = typeof crmContactLinks.$inferSelect;

/** How many calls the CRM test server answered with `status` for "METHOD path". */
export const countCalls = (calls: CallRecord[], method: string, path: string, status = 200) =>
  calls.filter((c) => c.method === method && c.path === path && c.status === status).length;

/**
 * What the HubSpot and Salesforce sync tests share, set up around their describe: a test app with the CRM's settings
 * (`crmEnv`, read when its beforeAll runs: register the CRM test server's beforeAll first), the same app again with a
 * logger whose every line is kept, a signed-up owner, and the calls the tests make of it.
 */
export function useCrmSyncContext(crmEnv: () => Record<string, string>) {
  let ctx: TestContext;
  let owner: TestUser;
  let app: ReturnType<typeof createApp>;
  let shared: CrmRuntime | null = null;
  // One runtime, as one worker process: what it keeps in memory (Salesforce's access token) lasts between runs.
  const runtime = () => (shared ??= createCrmRuntime(ctx.db, ctx.config));
  // Every line logged and every answer the api helper got (body, Location, Set-Cookie): none may carry a secret.
  const logLines: string[] = [];
  const answers: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ ...crmEnv(), ...SYNC_ENV }, { metrics: { flushIntervalMs: null } });
    const capture = new Writable({ write: (chunk, _enc, done) => (logLines.push(String(chunk)), done()) });
    app = createApp({ ...ctx.deps, logger: createLogger("debug", capture) });
    owner = await ctx.signUp();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A request to the capturing app as the owner (or with `cookie`); the body is parsed when it is JSON. */
  async function api(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
    const res = await app.request(new URL(path, TEST_APP_URL).toString(), {
      method: init.method ?? "GET",
      headers: { cookie: init.cookie ?? owner.cookie, ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    answers.push(text, res.headers.get("location") ?? "", res.headers.get("set-cookie") ?? "");
    return { status: res.status, body: text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null, headers: res.headers };
  }
  const beacon = async (body: unknown, address: string) =>
    expect((await ctx.request("/api/log-metric", { method: "POST", body, headers: { "user-agent": BROWSER_UA, "x-forwarded-for": address } })).status).toBe(204);
  const connectionId = async () => (await ctx.db.select({ id: crmConnections.id }).from(crmConnections))[0].id;
  const linkOf = async (contactId: string) => (await ctx.db.select().from(crmContactLinks).where(eq(crmContactLinks.contactId, contactId)))[0];
  const firstPages = (count: number) => ctx.db.select().from(microsites).orderBy(microsites.slug).limit(count);

  return {
    get ctx() {
      return ctx;
    },
    get owner() {
      return owner;
    },
    logLines,
    answers,
    api,
    connectionId,
    linkOf,
    runtime,

    /** Published pages for a campaign's contacts, as a launch leaves them. */
    async publishPages(campaign: { id: string; workspaceId: string }, slugOf: (index: number) => string) {
      const links = await ctx.db.select().from(campaignContacts).where(eq(campaignContacts.campaignId, campaign.id));
      await ctx.db.insert(microsites).values(
        links.map((l, i) => ({ workspaceId: campaign.workspaceId, userId: owner.id, campaignId: campaign.id, contactId: l.contactId, slug: slugOf(i), status: "completed" as const, htmlContent: "<p>hi</p>", publishedAt: new Date(), expiresAt: new Date(Date.now() + 7 * 86_400_000) })),
      );
    },

    /** The first `count` pages by slug, each seen by five visitors (a view is counted once per visitor), the first of whom clicks. */
    async viewAndClick(count: number) {
      const pages = await firstPages(count);
      for (const page of pages) {
        const event = (type: "view" | "click") => ({ type, campaignId: page.campaignId, contactId: page.contactId, slug: page.slug });
        for (let i = 0; i < 5; i++) await beacon(event("view"), `203.0.113.${i + 1}`);
        await beacon(event("click"), "203.0.113.1");
      }
      await ctx.deps.metrics.ingest.settle();
      return pages;
    },

    /** A run at `now` answers `outcome` (by default: nothing written) without calling the CRM. */
    async expectRunWithoutCalls(calls: CallRecord[], now: Date, outcome: Partial<CrmSyncOutcome> = { written: 0, entries: 0 }) {
      const before = calls.length;
      expect(await syncConnection(runtime().syncDeps, await connectionId(), now)).toMatchObject(outcome);
      expect(calls.length).toBe(before);
    },

    /**
     * With the worker running, one more view of the first page: waits until the CRM shows it (`remoteViews` of its link
     * equals `views`), logs the latency (as "`name` sync latency …; `updates` calls for it") and returns how many update
     * calls (`updateCalls`) it took.
     */
    async syncAfterView(measure: { name: string; updates: string; updateCalls: () => number; remoteViews: (link: ContactLink) => unknown; views: unknown }) {
      await ctx.startWorker();
      const [page] = await firstPages(1);
      const link = await linkOf(page.contactId);
      const before = measure.updateCalls();
      const start = Date.now();
      await beacon({ type: "view", campaignId: page.campaignId, contactId: page.contactId, slug: page.slug }, "198.51.100.7");
      await ctx.deps.metrics.ingest.settle();
      await waitFor(async () => measure.remoteViews(link), (views) => views === measure.views);
      const calls = measure.updateCalls() - before;
      console.info(`${measure.name} sync latency after a view: ${Date.now() - start} ms; ${measure.updates} calls for it: ${calls}`);
      return calls;
    },
  };
}
