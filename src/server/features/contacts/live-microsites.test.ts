import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { microsites } from "@/server/db/schema";
import { seedCampaign } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { personalWorkspaceId } from "@/server/db/membership";

const HOUR = 3_600_000;

// Issue 15 item 11: the contacts list says which contacts have a live microsite, so deleting one can warn first.
describe("contacts list: live microsites", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let ids: { live: string; scheduled: string; expired: string; none: string };
  let liveSlug: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp();
    const { campaign, contacts } = await seedCampaign(ctx.db, owner.id, { contacts: 4 });
    const [live, scheduled, expired, none] = contacts;
    ids = { live: live.id, scheduled: scheduled.id, expired: expired.id, none: none.id };
    const now = Date.now();
    const page = (contactId: string, slug: string, publishedAt: number, expiresAt: number) => ({
      campaignId: campaign.id,
      contactId,
      userId: owner.id,
      workspaceId: personalWorkspaceId(owner.id),
      slug,
      status: "completed" as const,
      htmlContent: "<!doctype html><title>Hi</title>",
      publishedAt: new Date(publishedAt),
      expiresAt: new Date(expiresAt),
    });
    liveSlug = `live-${campaign.id.slice(0, 8)}`;
    await ctx.db.insert(microsites).values([
      page(live.id, liveSlug, now - HOUR, now + 24 * HOUR),
      page(scheduled.id, `scheduled-${campaign.id.slice(0, 8)}`, now + 24 * HOUR, now + 48 * HOUR),
      page(expired.id, `expired-${campaign.id.slice(0, 8)}`, now - 48 * HOUR, now - HOUR),
    ]);
  });
  afterAll(() => ctx.close());

  it("counts only pages a visitor can open now", async () => {
    const res = await ctx.request("/api/contacts", { cookie: owner.cookie });
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<{ id: string; live_microsites: number }>;
    const liveOf = (id: string) => list.find((c) => c.id === id)?.live_microsites;
    expect(liveOf(ids.live)).toBe(1);
    expect(liveOf(ids.scheduled)).toBe(0);
    expect(liveOf(ids.expired)).toBe(0);
    expect(liveOf(ids.none)).toBe(0);
  });

  it("takes the live page down with the contact, as the warning says", async () => {
    expect((await ctx.request(`/site/${liveSlug}`)).status).toBe(200);
    expect((await ctx.request(`/api/contacts/${ids.live}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(204);
    // The page cache hears of the cascade delete through a database notification, which may arrive a moment later.
    await expect.poll(async () => (await ctx.request(`/site/${liveSlug}`)).status).toBe(404);
  });
});
