import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

/** How often an open page asks whether a prospect viewed or clicked (only while the tab is visible). */
export const LIVE_ENGAGEMENT_POLL_MS = 2_000;

/** A value that changes when a new view or click is stored (for one campaign, or the whole account). */
export const getEngagementStamp = async (campaignId?: string) =>
  (await unwrap(api["engagement-stamp"].$get({ query: campaignId ? { campaignId } : {} }))).stamp;

export const getEngagementStampQueryOptions = (campaignId?: string) =>
  queryOptions({
    queryKey: ["engagement-stamp", campaignId ?? "all"],
    queryFn: () => getEngagementStamp(campaignId),
    // TanStack Query pauses the interval while the tab is hidden (refetchIntervalInBackground is off).
    refetchInterval: LIVE_ENGAGEMENT_POLL_MS,
    staleTime: 0,
  });
