import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LaunchEstimate } from "@/shared/schemas/launch";
import { api, unwrap } from "@/client/lib/api";

/** POST /api/launch-campaign with dry_run: what a launch would cost and take; nothing starts. */
export const estimateLaunch = async (campaignId: string) =>
  (await unwrap(api["launch-campaign"].$post({ json: { campaignId, campaign_id: campaignId, dry_run: true } }))) as LaunchEstimate;

/** Keyed by the number of pages the panel offers to write, so adding contacts or a failed page asks again. */
export const getLaunchEstimateQueryOptions = (campaignId: string, pages: number) =>
  queryOptions({ queryKey: ["launch-estimate", campaignId, pages], queryFn: () => estimateLaunch(campaignId), staleTime: 60_000, retry: false });

export const useLaunchEstimate = (campaignId: string, pages: number, enabled: boolean) => useQuery({ ...getLaunchEstimateQueryOptions(campaignId, pages), enabled });
