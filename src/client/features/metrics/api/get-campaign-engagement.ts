import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

export const getCampaignEngagement = (campaignId: string) => unwrap(api.campaigns[":id"].engagement.$get({ param: { id: campaignId } }));

export type CampaignEngagement = Awaited<ReturnType<typeof getCampaignEngagement>>;
export type MicrositeEngagement = CampaignEngagement["microsites"][number];

export const getCampaignEngagementQueryOptions = (campaignId: string) =>
  queryOptions({ queryKey: ["campaigns", campaignId, "engagement"], queryFn: () => getCampaignEngagement(campaignId), refetchInterval: 30_000 });

/** Per-microsite views, clicks, time on page and last view of one campaign, refreshed every 30 s while shown. */
export const useCampaignEngagement = (campaignId: string) => useQuery({ ...getCampaignEngagementQueryOptions(campaignId), enabled: campaignId !== "" });
