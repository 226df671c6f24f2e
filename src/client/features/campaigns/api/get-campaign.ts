import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api";

export const getCampaign = (id: string) => unwrap(api.campaigns[":id"].$get({ param: { id }, query: {} }));

export const getCampaignQueryOptions = (id: string) => queryOptions({ queryKey: ["campaigns", id], queryFn: () => getCampaign(id) });

export const useCampaign = (id: string | undefined) => useQuery({ ...getCampaignQueryOptions(id ?? ""), enabled: !!id });

export type CampaignDetail = Awaited<ReturnType<typeof getCampaign>>;
export type CampaignMicrosite = CampaignDetail["microsites"][number];
export type CampaignContact = CampaignDetail["contacts"][number];
