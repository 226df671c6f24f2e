import { and, asc, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { EXPIRING_SOON_DAYS } from "@/shared/expiry";
import { CAMPAIGN_MESSAGES } from "@/shared/schemas/campaign";
import type { ExtendExpiryInput } from "@/shared/schemas/launch";
import type { Database } from "@/server/db/client";
import { owned, type Scope } from "@/server/db/owner";
import { campaigns, microsites } from "@/server/db/schema";
import { isCompletedMicrosite, isDeliveredMicrosite } from "@/server/db/status-predicates";
import { notFound } from "@/server/http/errors";
import type { ExpiringCampaign } from "@/shared/schemas/analytics-answers";

const DAY_MS = 86_400_000;

/**
 * Extends every published page of one campaign by `days`, each from its own expiry or from now when it already
 * expired (which puts it back online), like the per-page extension, in one statement. `ids` narrows it to those
 * pages of the campaign (the table's bulk action); others are left alone. Answers how many pages were extended.
 */
export async function extendCampaign(db: Database, scope: Scope, campaignId: string, input: ExtendExpiryInput, now = new Date(), ids?: string[]) {
  const [campaign] = await db.select({ id: campaigns.id }).from(campaigns).where(owned(campaigns, scope, eq(campaigns.id, campaignId))).limit(1);
  if (!campaign) throw notFound(CAMPAIGN_MESSAGES.notFound);
  const from = sql`greatest(${microsites.expiresAt}, ${now.toISOString()}::timestamptz)`;
  const rows = await db
    .update(microsites)
    .set({ expiresAt: sql`${from} + ${`${input.days} days`}::interval`, status: sql`case when ${microsites.status} = 'expired' then 'completed' else ${microsites.status} end` })
    .where(
      owned(microsites, scope, eq(microsites.campaignId, campaignId), ids ? inArray(microsites.id, ids) : undefined, isDeliveredMicrosite(microsites.status), isNotNull(microsites.expiresAt), isNotNull(microsites.htmlContent)),
    )
    .returning({ id: microsites.id });
  return { extended: rows.length, days: input.days };
}

export type { ExpiringCampaign };

/** Per campaign, the live pages in the caller's scope (an admin: the team's) that expire within EXPIRING_SOON_DAYS (the dashboard's warning). */
export async function listExpiringSoon(db: Database, scope: Scope, now = new Date()): Promise<ExpiringCampaign[]> {
  const until = new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS);
  const rows = await db
    .select({
      campaignId: campaigns.id,
      campaignName: campaigns.name,
      count: sql<number>`count(*)`.mapWith(Number),
      firstExpiresAt: sql<string>`min(${microsites.expiresAt})`.mapWith((v: string | Date) => new Date(v).toISOString()),
    })
    .from(microsites)
    .innerJoin(campaigns, eq(campaigns.id, microsites.campaignId))
    .where(owned(microsites, scope, isCompletedMicrosite(microsites.status), isNotNull(microsites.htmlContent), and(gt(microsites.expiresAt, now), lte(microsites.expiresAt, until))))
    .groupBy(campaigns.id, campaigns.name)
    .orderBy(asc(sql`min(${microsites.expiresAt})`));
  return rows;
}
