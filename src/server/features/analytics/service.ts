import {
  averageSessionSeconds,
  clickConversionRate,
  clickThroughRate,
  conversionRate,
  datesBetween,
  engagementScore,
  periodRange,
  type PeriodRange,
} from "@/shared/analytics";
import type { SQL } from "drizzle-orm";
import type { AnalyticsQuery } from "@/shared/schemas/metrics";
import type { Database } from "@/server/db/client";
import type { Scope } from "@/server/db/owner";
import { dailySeries, perCampaign, perMicrosite, perRep, publishedMicrosites, windowTotals, type Totals } from "./queries";
import { campaignOptions, campaignScope } from "./scope";

export { campaignScope } from "./scope";

export { streamAnalyticsCsv, EXPORT_COLUMNS } from "./export";

/** Detailed table rows at most; `rowsTotal` says how many microsites had activity. */
export const ANALYTICS_ROW_LIMIT = 500;
const TOP_PAGES = 10;

function kpisOf(totals: Totals, published: number) {
  const avg = averageSessionSeconds(totals.sessionSeconds, totals.sessions);
  return {
    views: totals.views,
    clicks: totals.clicks,
    conversions: totals.conversions,
    conversionRate: conversionRate(totals.conversions, totals.viewedMicrosites),
    clickThroughRate: clickThroughRate(totals.clicks, totals.views),
    clickConversionRate: clickConversionRate(totals.conversions, totals.clicks),
    avgSessionSeconds: avg,
    botViews: totals.botViews,
    engagementScore: engagementScore({ published, viewed: totals.viewedMicrosites, clicked: totals.conversions, avgSessionSeconds: avg }),
  };
}

export type AnalyticsKpis = ReturnType<typeof kpisOf>;

/**
 * GET /api/analytics: human engagement of the caller's campaigns (an admin: the team's; or one campaign) over a
 * period — KPI cards with the previous period for comparison, a zero-filled daily series, per-campaign figures, top
 * pages, the detailed per-microsite rows and, for admins, a row per rep. Bot and scanner traffic only appears as
 * `botViews`.
 */
export async function getAnalytics(db: Database, caller: Scope, query: AnalyticsQuery, micrositeBaseUrl: string, now = new Date()) {
  const options = await campaignOptions(db, caller, query.campaignId);
  const range: PeriodRange = periodRange(query.period, now);
  const scope = campaignScope(caller, query.campaignId);
  const current = { start: range.start, end: range.end };
  const previous = { start: range.previousStart, end: range.previousEnd };

  const published = await publishedMicrosites(db, scope, current);
  const publishedBefore = await publishedMicrosites(db, scope, previous);
  const [totals, previousTotals, days, byCampaign, microsites] = [
    await windowTotals(db, scope, current),
    await windowTotals(db, scope, previous),
    await dailySeries(db, scope, current),
    await perCampaign(db, scope, current),
    await perMicrosite(db, scope, current, micrositeBaseUrl, ANALYTICS_ROW_LIMIT),
  ];

  const reps = caller.role === "admin" ? await perRep(db, scope, current) : null;

  const byDate = new Map(days.map((d) => [d.date, d]));
  const rows = microsites.rows.map((r) => ({
    ...r,
    avgSessionSeconds: averageSessionSeconds(r.sessionSeconds, r.sessions),
    clickThroughRate: clickThroughRate(r.clicks, r.views),
  }));
  return {
    period: range.period,
    range: { start: range.start, end: range.end, previousStart: range.previousStart, previousEnd: range.previousEnd },
    campaignId: query.campaignId ?? null,
    campaignOptions: options,
    kpis: { ...kpisOf(totals, published), previous: kpisOf(previousTotals, publishedBefore) },
    series: datesBetween(range.start, range.end).map((date) => byDate.get(date) ?? { date, views: 0, clicks: 0, conversions: 0, botViews: 0 }),
    campaigns: byCampaign.map((c) => ({
      ...c,
      conversionRate: conversionRate(c.conversions, c.viewers),
      clickThroughRate: clickThroughRate(c.clicks, c.views),
      avgSessionSeconds: averageSessionSeconds(c.sessionSeconds, c.sessions),
    })),
    topPages: rows.filter((r) => r.views > 0).slice(0, TOP_PAGES),
    rows,
    rowsTotal: microsites.total,
    /** Admins only (null for members): the team table. */
    reps: reps?.map((r) => ({ ...r, conversionRate: conversionRate(r.conversions, r.viewers) })) ?? null,
  };
}

export type AnalyticsResponse = Awaited<ReturnType<typeof getAnalytics>>;

/** Human engagement KPIs of the campaigns `scope` selects (alias c) over a day window (dashboard cards and month-over-month). */
export async function engagementSummary(db: Database, scope: SQL, window: { start: string; end: string }) {
  const published = await publishedMicrosites(db, scope, window);
  const totals = await windowTotals(db, scope, window);
  return { ...kpisOf(totals, published), published, viewedMicrosites: totals.viewedMicrosites };
}
