import { count, sql } from "drizzle-orm";
import { addDays, rates, toIsoDate } from "@/shared/analytics";
import type { Database } from "@/server/db/client";
import { inWorkspace, owned, type Scope } from "@/server/db/owner";
import { campaignScope } from "../analytics/service";
import { countAwaitingApproval } from "../approvals/service";
import { campaigns, contacts, microsites, templateFrameworks } from "@/server/db/schema";
import { engagementSummary } from "../analytics/service";
import { listExpiringSoon } from "../expiry/service";
import { listHotProspects } from "../timeline/service";
import { listActivity } from "./activity";
import type { DashboardStats } from "@/shared/schemas/analytics-answers";

export { listActivity, ACTIVITY_KINDS, type ActivityItem, type ActivityKind } from "./activity";

/** GET /api/dashboard's answer: its schema is the API document's (analytics-answers.ts). */
export type { DashboardStats };

function monthStarts(now: Date) {
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { thisMonth, lastMonth };
}

const RECENT_ACTIVITY_ITEMS = 5;

/** Every microsite is one contact launched: the delivery rate's denominator. */
async function micrositeCounts(db: Database, scope: Scope, thisMonth: Date, lastMonth: Date) {
  const [row] = await db
    .select({
      total: count(),
      thisMonth: sql<number>`count(*) filter (where ${microsites.createdAt} >= ${thisMonth})`.mapWith(Number),
      lastMonth: sql<number>`count(*) filter (where ${microsites.createdAt} >= ${lastMonth} and ${microsites.createdAt} < ${thisMonth})`.mapWith(Number),
    })
    .from(microsites)
    .where(owned(microsites, scope));
  return row;
}

/**
 * The dashboard's figures in the caller's scope: a member's own records, an admin's whole workspace (the team's
 * campaigns, activity naming each rep, hot prospects), as on their Analytics and Campaigns pages.
 */
export async function getDashboardStats(db: Database, scope: Scope, now = new Date()): Promise<DashboardStats> {
  const { thisMonth, lastMonth } = monthStarts(now);
  const [campaignRow] = await db
    .select({
      total: count(),
      live: sql<number>`count(*) filter (where ${campaigns.status} = 'live')`.mapWith(Number),
      sent: sql<number>`count(*) filter (where ${campaigns.launchedAt} is not null)`.mapWith(Number),
      thisMonth: sql<number>`count(*) filter (where ${campaigns.createdAt} >= ${thisMonth})`.mapWith(Number),
      lastMonth: sql<number>`count(*) filter (where ${campaigns.createdAt} >= ${lastMonth} and ${campaigns.createdAt} < ${thisMonth})`.mapWith(Number),
      launchedThisMonth: sql<number>`count(*) filter (where ${campaigns.launchedAt} >= ${thisMonth})`.mapWith(Number),
      launchedLastMonth: sql<number>`count(*) filter (where ${campaigns.launchedAt} >= ${lastMonth} and ${campaigns.launchedAt} < ${thisMonth})`.mapWith(Number),
    })
    .from(campaigns)
    .where(owned(campaigns, scope));
  const micrositeRow = await micrositeCounts(db, scope, thisMonth, lastMonth);
  const [contactRow] = await db.select({ total: count() }).from(contacts).where(owned(contacts, scope));
  const [frameworkRow] = await db.select({ total: count() }).from(templateFrameworks).where(inWorkspace(templateFrameworks, scope));

  const today = toIsoDate(now);
  const lifetime = await engagementSummary(db, campaignScope(scope), { start: "1970-01-01", end: today });
  const current = await engagementSummary(db, campaignScope(scope), { start: toIsoDate(thisMonth), end: today });
  const previous = await engagementSummary(db, campaignScope(scope), { start: toIsoDate(lastMonth), end: addDays(toIsoDate(thisMonth), -1) });
  const activity = await listActivity(db, scope, { limit: RECENT_ACTIVITY_ITEMS, team: true });
  const lifetimeRates = rates({
    launchedContacts: micrositeRow.total,
    publishedPages: lifetime.published,
    openedPages: lifetime.viewedMicrosites,
    views: lifetime.views,
    clicks: lifetime.clicks,
    viewingProspects: lifetime.viewedMicrosites,
    convertedProspects: lifetime.conversions,
  });

  return {
    campaigns: campaignRow.total,
    liveCampaigns: campaignRow.live,
    launchedCampaigns: campaignRow.sent,
    microsites: micrositeRow.total,
    contacts: contactRow.total,
    frameworks: frameworkRow.total,
    thisMonth: { campaigns: campaignRow.thisMonth, microsites: micrositeRow.thisMonth, launched: campaignRow.launchedThisMonth },
    lastMonth: { campaigns: campaignRow.lastMonth, microsites: micrositeRow.lastMonth, launched: campaignRow.launchedLastMonth },
    engagement: { conversionRate: lifetime.conversionRate, engagementScore: lifetime.engagementScore, views: lifetime.views, clicks: lifetime.clicks },
    engagementThisMonth: { conversionRate: current.conversionRate, engagementScore: current.engagementScore },
    engagementLastMonth: { conversionRate: previous.conversionRate, engagementScore: previous.engagementScore },
    // The definitions shown beside each figure are METRIC_DEFINITIONS (src/shared/analytics.ts).
    performance: { deliveryRate: lifetimeRates.deliveryRate, openRate: lifetimeRates.openRate, clickThroughRate: lifetimeRates.clickThroughRate },
    recentActivity: activity.items,
    activityTotal: activity.total,
    expiringSoon: await listExpiringSoon(db, scope, now),
    hotProspects: await listHotProspects(db, scope, now),
    pagesAwaitingApproval: scope.role === "admin" ? await countAwaitingApproval(db, scope) : 0,
  };
}
