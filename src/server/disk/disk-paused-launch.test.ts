import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignStatusAnswer } from "@/shared/schemas/launch";
import { microsites } from "../db/schema";
import { seedCampaign, waitFor } from "../test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";
import { MB } from "./disk-space";

const GB = 1024 * MB;
const PAGES_BEFORE_FULL = 4;

describe("a launch on a disk that fills up (issue 23 item 12)", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let campaignId = "";
  // The controllable probe: the disk is roomy until PAGES_BEFORE_FULL pages of the campaign are published, as if
  // their writes had filled it; `freed` gives the room back.
  let freed = false;
  let probes = 0;
  const published = async () => {
    if (!campaignId) return 0;
    const [row] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(microsites).where(and(eq(microsites.campaignId, campaignId), eq(microsites.status, "completed")));
    return row.n;
  };
  const probe = async () => {
    probes += 1;
    const full = !freed && (await published()) >= PAGES_BEFORE_FULL;
    return { freeBytes: full ? 168 * MB + 1234 : 10 * GB, totalBytes: 20 * GB };
  };

  beforeAll(async () => {
    // One batch of two pages at a time: the disk is read before each batch, so exactly PAGES_BEFORE_FULL pages get written.
    ctx = await createTestContext({}, { diskProbe: probe, jobSettings: { generate: { builtinBatchSize: 2, localConcurrency: 1 } } });
    owner = await ctx.signUp();
    await ctx.startWorker();
  });
  afterAll(() => ctx.close());

  const status = async () => (await ctx.request(`/api/campaign-status?campaignId=${campaignId}`, { cookie: owner.cookie })).json() as Promise<CampaignStatusAnswer>;

  it("stops before the next batch, answers paused with the free space, and resumes by itself once there is room", async () => {
    const { campaign } = await seedCampaign(ctx.db, owner.id, { contacts: 10 });
    campaignId = campaign.id;
    const launched = await ctx.request("/api/launch-campaign", { method: "POST", body: { campaignId }, cookie: owner.cookie });
    expect(launched.status).toBe(202);

    const paused = await waitFor(status, (s) => s.status !== "running" && s.status !== "queued");
    expect(paused).toMatchObject({
      status: "paused",
      pause_reason: "disk",
      error: "Paused: the data disk is almost full (168 MB free)",
      etaMs: null,
      processed: PAGES_BEFORE_FULL,
      total: 10,
    });
    // Not a page past the margin: the batch that found the disk full claimed nothing (the 30 s loop never ran).
    const probesAtPause = probes;
    expect(await published()).toBe(PAGES_BEFORE_FULL);
    expect((await ctx.db.select().from(microsites).where(and(eq(microsites.campaignId, campaignId), sql`${microsites.claimToken} is not null`))).length).toBe(0);
    expect(probesAtPause).toBeGreaterThan(PAGES_BEFORE_FULL / 2);

    freed = true;
    const done = await waitFor(status, (s) => s.status === "completed");
    expect(done).toMatchObject({ status: "completed", processed: 10, total: 10, error: null, pause_reason: null });
    expect(await published()).toBe(10);
  });

  it("answers a finished run as it ended, whatever the disk", async () => {
    freed = false; // the campaign's 10 pages are published: the disk reads full again
    const answer = await status();
    expect(answer).toMatchObject({ status: "completed", pause_reason: null, error: null });
  });
});
