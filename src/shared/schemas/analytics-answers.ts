import { z } from "zod";
import { storableString } from "./text-fields";
import { ACTIVITY_KINDS } from "../activity";
import { ANALYTICS_PERIODS, CAMPAIGN_STATUSES } from "../constants";
import { count, day, nullableTimestamp, recordId, timestamp } from "./answer-fields";

/** A rate in percent or a ratio; null when there is not enough data to say (the UI shows a dash). */
const rate = z.number().nullable();
const seconds = z.number().min(0).nullable();

/** Spec 3 "Activity item": the browser picks icon and colour from `kind`. */
export const activityItemSchema = z.object({
  id: storableString(),
  kind: z.enum(ACTIVITY_KINDS),
  title: storableString(),
  description: storableString(),
  time: timestamp,
  campaignId: recordId,
  micrositeId: recordId.nullable(),
  /** access_requested only: whether the page is still expired (the item offers "Extend by 7 days" while it is). */
  pageExpired: z.boolean().optional(),
  /** access_requested from a gate's allowed domains: who asked, and whether the owner let them in. */
  request: z.object({ id: recordId, email: storableString(), admitted: z.boolean() }).optional(),
  /** The team's activity only (an admin's dashboard): the rep whose campaign it is, when it is not the caller. */
  repName: storableString().optional(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** Per campaign, live pages expiring within 3 days. */
export const expiringCampaignSchema = z.object({ campaignId: recordId, campaignName: storableString(), count, firstExpiresAt: timestamp });
export type ExpiringCampaign = z.infer<typeof expiringCampaignSchema>;

/** One of the dashboard's "Hot prospects", linking to their timeline in `campaignId`. */
export const hotProspectSchema = z.object({
  contactId: recordId,
  campaignId: recordId,
  name: storableString(),
  company: storableString().nullable(),
  engagementScore: z.number(),
  views: count,
  clicks: count,
  /** "3 people at Acme viewed", once someone was admitted to a gated page. */
  peopleViewed: storableString().optional(),
  /** An admin's dashboard: the rep whose contact it is, when it is not the caller. */
  repName: storableString().optional(),
});
export type HotProspect = z.infer<typeof hotProspectSchema>;

const monthPair = z.object({ campaigns: count, microsites: count, launched: count });
const monthEngagement = z.object({ conversionRate: rate, engagementScore: rate });

/** GET /api/dashboard. Rates are in percent, null when there is not enough data. */
export const dashboardAnswerSchema = z.object({
  campaigns: count,
  liveCampaigns: count,
  /** Campaigns launched at least once. */
  launchedCampaigns: count,
  microsites: count,
  contacts: count,
  frameworks: count,
  thisMonth: monthPair,
  lastMonth: monthPair,
  engagement: monthEngagement.extend({ views: count, clicks: count }),
  engagementThisMonth: monthEngagement,
  engagementLastMonth: monthEngagement,
  performance: z.object({ deliveryRate: rate, openRate: rate, clickThroughRate: rate }),
  recentActivity: z.array(activityItemSchema),
  activityTotal: count,
  expiringSoon: z.array(expiringCampaignSchema),
  hotProspects: z.array(hotProspectSchema),
  /** An admin's review queue (always 0 for a member, who cannot approve). */
  pagesAwaitingApproval: count,
});
export type DashboardStats = z.infer<typeof dashboardAnswerSchema>;

const kpis = z.object({
  views: count,
  clicks: count,
  conversions: count,
  conversionRate: rate,
  clickThroughRate: rate,
  clickConversionRate: rate,
  avgSessionSeconds: seconds,
  botViews: count,
  engagementScore: rate,
});

/** A microsite's row of the analytics table. */
const micrositeFigures = z.object({
  micrositeId: recordId,
  slug: storableString(),
  url: storableString(),
  campaignId: recordId,
  campaignName: storableString(),
  contactName: storableString(),
  email: storableString(),
  company: storableString(),
  views: count,
  clicks: count,
  sessions: count,
  sessionSeconds: z.number().min(0),
  lastViewedAt: nullableTimestamp,
  avgSessionSeconds: seconds,
  clickThroughRate: rate,
});

/** GET /api/analytics: human engagement over a period (bots only as `botViews`). */
export const analyticsAnswerSchema = z.object({
  period: z.enum(Object.keys(ANALYTICS_PERIODS) as [keyof typeof ANALYTICS_PERIODS]),
  range: z.object({ start: day, end: day, previousStart: day, previousEnd: day }),
  campaignId: recordId.nullable(),
  campaignOptions: z.array(z.object({ id: recordId, name: storableString(), status: z.enum(CAMPAIGN_STATUSES) })),
  kpis: kpis.extend({ previous: kpis }),
  /** One entry per day of the period, zero-filled. */
  series: z.array(z.object({ date: day, views: count, clicks: count, conversions: count, botViews: count })),
  campaigns: z.array(
    z.object({
      campaignId: recordId,
      name: storableString(),
      status: z.enum(CAMPAIGN_STATUSES),
      views: count,
      clicks: count,
      conversions: count,
      viewers: count,
      sessions: count,
      sessionSeconds: z.number().min(0),
      conversionRate: rate,
      clickThroughRate: rate,
      avgSessionSeconds: seconds,
    }),
  ),
  topPages: z.array(micrositeFigures),
  /** At most 500 rows; `rowsTotal` says how many microsites had activity. */
  rows: z.array(micrositeFigures),
  rowsTotal: count,
  /** Admins only (null for members): a row per rep. */
  reps: z
    .array(z.object({ userId: storableString(), name: storableString(), campaigns: count, microsites: count, views: count, clicks: count, conversions: count, viewers: count, conversionRate: rate }))
    .nullable(),
});

/** A microsite's lifetime figures in GET /api/campaigns/:id/engagement. */
export const micrositeEngagementSchema = z.object({
  micrositeId: recordId,
  contactId: recordId,
  slug: storableString(),
  views: count,
  clicks: count,
  /** Views from bots and link scanners, kept apart from `views`. */
  botViews: count,
  sessions: count,
  avgSessionSeconds: seconds,
  firstViewedAt: nullableTimestamp,
  lastViewedAt: nullableTimestamp,
  firstClickedAt: nullableTimestamp,
});
export type MicrositeEngagement = z.infer<typeof micrositeEngagementSchema>;

/** GET /api/campaigns/:id/engagement. */
export const campaignEngagementSchema = z.object({
  campaignId: recordId,
  totals: z.object({
    microsites: count,
    viewedMicrosites: count,
    clickedMicrosites: count,
    views: count,
    clicks: count,
    botViews: count,
    avgSessionSeconds: seconds,
    conversionRate: rate,
    clickThroughRate: rate,
    lastViewedAt: nullableTimestamp,
  }),
  microsites: z.array(micrositeEngagementSchema),
});
export type CampaignEngagement = z.infer<typeof campaignEngagementSchema>;

/** GET /api/engagement-stamp: changes with every human view or click stored. */
export const engagementStampSchema = z.object({ stamp: storableString() });
