import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAMPAIGN_STATUSES } from "@/shared/constants";
import { MICROSITE_STATUSES, type MicrositeStatus } from "@/shared/microsite-status";
import { STORED_RUN_STATUSES, type StoredRunStatus } from "@/shared/run-status";
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from "@/shared/schemas/notifications";
import { createTestContext, type TestContext } from "../test/test-app";
import { campaigns, contacts, launchRuns, microsites, webhookDeliveries } from "./schema";
import { personalWorkspaceId } from "./membership";

/** The database refuses any status outside the shared lists, and accepts every one in them. */
describe("status CHECK constraints", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("holds microsite, run, campaign and webhook delivery statuses to the shared sets", async () => {
    const u = await ctx.signUp();
    const [campaign] = await ctx.db.insert(campaigns).values({ workspaceId: personalWorkspaceId(u.id), userId: u.id, name: "Statuses" }).returning();
    const [contact] = await ctx.db.insert(contacts).values({ workspaceId: personalWorkspaceId(u.id), userId: u.id, email: "s@example.com" }).returning();
    const [site] = await ctx.db.insert(microsites).values({ workspaceId: personalWorkspaceId(u.id), userId: u.id, campaignId: campaign.id, contactId: contact.id, slug: `s-${Date.now()}` }).returning();
    const [run] = await ctx.db.insert(launchRuns).values({ userId: u.id, campaignId: campaign.id }).returning();
    const [delivery] = await ctx.db.insert(webhookDeliveries).values({ userId: u.id, event: "microsite.viewed", payload: {} }).returning();

    for (const status of MICROSITE_STATUSES) await ctx.db.update(microsites).set({ status }).where(eq(microsites.id, site.id));
    for (const status of STORED_RUN_STATUSES) {
      await ctx.db.update(launchRuns).set({ status }).where(eq(launchRuns.id, run.id));
      await ctx.db.update(campaigns).set({ launchStatus: status }).where(eq(campaigns.id, campaign.id));
    }
    for (const status of CAMPAIGN_STATUSES) await ctx.db.update(campaigns).set({ status }).where(eq(campaigns.id, campaign.id));
    for (const status of WEBHOOK_DELIVERY_STATUSES) await ctx.db.update(webhookDeliveries).set({ status }).where(eq(webhookDeliveries.id, delivery.id));

    await expect(ctx.db.update(microsites).set({ status: "generated" as MicrositeStatus }).where(eq(microsites.id, site.id))).rejects.toThrow();
    await expect(ctx.db.update(launchRuns).set({ status: "done" as StoredRunStatus }).where(eq(launchRuns.id, run.id))).rejects.toThrow();
    await expect(ctx.db.update(campaigns).set({ launchStatus: "Running" as StoredRunStatus }).where(eq(campaigns.id, campaign.id))).rejects.toThrow();
    await expect(ctx.db.update(campaigns).set({ status: "archived" as "draft" }).where(eq(campaigns.id, campaign.id))).rejects.toThrow();
    await expect(ctx.db.update(webhookDeliveries).set({ status: "sent" as WebhookDeliveryStatus }).where(eq(webhookDeliveries.id, delivery.id))).rejects.toThrow();
    await ctx.db.update(campaigns).set({ launchStatus: null }).where(eq(campaigns.id, campaign.id));
  });
});
