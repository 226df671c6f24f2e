import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { owned, type Scope } from "@/server/db/owner";
import { campaigns, launchRuns } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";

type CampaignRow = typeof campaigns.$inferSelect;

/** The campaign as the API answers it: the spec's snake_case field names. */
export function campaignJson(c: CampaignRow) {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    status: c.status,
    launch_status: c.launchStatus,
    campaign_type: c.campaignType,
    expiration_days: c.expirationDays,
    framework_id: c.frameworkId,
    personalization_settings: c.personalizationSettings,
    campaign_settings: c.campaignSettings,
    campaign_data: c.campaignData,
    cta_url: c.ctaUrl,
    cta_type: c.ctaType,
    start_date: c.startDate,
    end_date: c.endDate,
    launched_at: c.launchedAt,
    expires_at: c.expiresAt,
    user_id: c.userId,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };
}

/**
 * Pause: the campaign's open runs stop claiming new microsites (workers only claim for queued/running
 * runs); pages already being written finish. Launching again resumes with what is left.
 */
export async function pauseCampaign(db: Database, scope: Scope, campaignId: string) {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .update(campaigns)
      .set({ status: "paused", launchStatus: "paused" })
      .where(owned(campaigns, scope, eq(campaigns.id, campaignId)))
      .returning();
    if (!campaign) throw notFound("Campaign not found");
    await tx
      .update(launchRuns)
      .set({ status: "paused" })
      .where(and(eq(launchRuns.campaignId, campaignId), isNull(launchRuns.finishedAt), inArray(launchRuns.status, ["queued", "running"])));
    return campaignJson(campaign);
  });
}

/**
 * Stop: the campaign is completed and its open runs are cancelled; unstarted microsites stay pending. `onStopped`
 * hears the cancelled runs once that is committed, so this process's worker aborts their requests in flight before
 * the answer goes out (workers elsewhere see the cancelled runs within `stopCheckMs`).
 */
export async function stopCampaign(db: Database, scope: Scope, campaignId: string, onStopped: (runIds: string[]) => void = () => {}) {
  const { json, runIds } = await db.transaction(async (tx) => {
    const [campaign] = await tx
      .update(campaigns)
      .set({ status: "completed" })
      .where(owned(campaigns, scope, eq(campaigns.id, campaignId)))
      .returning();
    if (!campaign) throw notFound("Campaign not found");
    const cancelled = await tx
      .update(launchRuns)
      .set({ status: "cancelled", finishedAt: new Date(), error: "Stopped before every microsite was generated" })
      .where(and(eq(launchRuns.campaignId, campaignId), isNull(launchRuns.finishedAt)))
      .returning({ id: launchRuns.id });
    if (cancelled.length === 0) return { json: campaignJson(campaign), runIds: [] };
    const [updated] = await tx.update(campaigns).set({ launchStatus: "cancelled" }).where(owned(campaigns, scope, eq(campaigns.id, campaignId))).returning();
    return { json: campaignJson(updated), runIds: cancelled.map((r) => r.id) };
  });
  onStopped(runIds);
  return json;
}
