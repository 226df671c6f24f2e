import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api";

export const getCampaigns = () => unwrap(api.campaigns.$get({ query: {} }));

export const getCampaignsQueryOptions = () => queryOptions({ queryKey: ["campaigns"], queryFn: getCampaigns });

export const useCampaigns = () => useQuery(getCampaignsQueryOptions());

export type CampaignListItem = Awaited<ReturnType<typeof getCampaigns>>[number];
