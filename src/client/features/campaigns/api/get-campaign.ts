import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

/**
 * The campaign without its microsite rows (`microsite_counts` has how many hold each status): the view's table
 * pages through GET /api/campaigns/:id/microsites instead of receiving thousands of rows on every refetch.
 */
export const getCampaign = (id: string) => unwrap(api.campaigns[":id"].$get({ param: { id }, query: { microsites_limit: "0" } }));

export const getCampaignQueryOptions = (id: string) => queryOptions({ queryKey: ["campaigns", id], queryFn: () => getCampaign(id) });

export const useCampaign = (id: string | undefined) => useQuery({ ...getCampaignQueryOptions(id ?? ""), enabled: !!id });

export type CampaignDetail = Awaited<ReturnType<typeof getCampaign>>;
export type CampaignMicrosite = CampaignDetail["microsites"][number];
export type CampaignContact = CampaignDetail["contacts"][number];
