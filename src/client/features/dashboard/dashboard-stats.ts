import { countChange, formatPercent, METRIC_DEFINITIONS, pointChange } from "@/shared/analytics";

/** "vs last month" change for a count: a dash when there is nothing to compare with. */
export const monthOverMonth = countChange;

type Rates = { conversionRate: number | null; engagementScore: number | null };
type DashboardNumbers = {
  liveCampaigns: number;
  microsites: number;
  thisMonth: { microsites: number; launched: number };
  lastMonth: { microsites: number; launched: number };
  engagement: Rates;
  engagementThisMonth: Rates;
  engagementLastMonth: Rates;
  performance: { deliveryRate: number | null; openRate: number | null; clickThroughRate: number | null };
};

/** The four stat cards (spec 2) from GET /api/dashboard; rates compare this calendar month with the last one. */
export function statCards(stats: DashboardNumbers | undefined) {
  return {
    liveCampaigns: { value: stats?.liveCampaigns ?? 0, ...(stats ? monthOverMonth(stats.thisMonth.launched, stats.lastMonth.launched) : {}) },
    microsites: { value: stats?.microsites ?? 0, ...(stats ? monthOverMonth(stats.thisMonth.microsites, stats.lastMonth.microsites) : {}) },
    conversionRate: {
      value: formatPercent(stats?.engagement.conversionRate ?? null),
      hint: METRIC_DEFINITIONS.conversionRate,
      ...(stats ? pointChange(stats.engagementThisMonth.conversionRate, stats.engagementLastMonth.conversionRate) : {}),
    },
    engagementScore: {
      value: stats?.engagement.engagementScore ?? "—",
      hint: METRIC_DEFINITIONS.engagementScore,
      ...(stats ? pointChange(stats.engagementThisMonth.engagementScore, stats.engagementLastMonth.engagementScore) : {}),
    },
    performance: {
      deliveryRate: formatPercent(stats?.performance.deliveryRate ?? null),
      openRate: formatPercent(stats?.performance.openRate ?? null),
      clickThroughRate: formatPercent(stats?.performance.clickThroughRate ?? null),
    },
  };
}
