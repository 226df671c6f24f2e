import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AnalyticsPeriod } from "@/shared/constants";
import { api, unwrap } from "@/client/lib/api";

export type AnalyticsFilters = { period: AnalyticsPeriod; campaignId: string | null };

export const getAnalytics = ({ period, campaignId }: AnalyticsFilters) =>
  unwrap(api.analytics.$get({ query: campaignId ? { period, campaignId } : { period } }));

export type AnalyticsData = Awaited<ReturnType<typeof getAnalytics>>;

export const getAnalyticsQueryOptions = (filters: AnalyticsFilters) =>
  queryOptions({ queryKey: ["analytics", filters.period, filters.campaignId ?? "all"], queryFn: () => getAnalytics(filters) });

/** Keeps the previous figures on screen while another period or campaign loads. */
export const useAnalytics = (filters: AnalyticsFilters) => useQuery({ ...getAnalyticsQueryOptions(filters), placeholderData: keepPreviousData });

/** The CSV download (a plain link: the browser streams it to disk, however many rows). */
export function analyticsExportUrl({ period, campaignId }: AnalyticsFilters): string {
  const query = new URLSearchParams({ period });
  if (campaignId) query.set("campaignId", campaignId);
  return `/api/analytics/export?${query}`;
}
