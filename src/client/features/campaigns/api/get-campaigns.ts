import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CampaignStatus } from "@/shared/constants";
import type { CampaignSort, SortDirection } from "@/shared/list-query";
import { api, unwrap } from "@/client/lib/api";

/** Every campaigns query starts with this key: invalidating it refreshes the whole list and every page of it. */
export const campaignsQueryKey = ["campaigns"] as const;

/** Every campaign in scope (the command menu, pickers). */
export const getCampaigns = () => unwrap(api.campaigns.$get({ query: {} }));

export const getCampaignsQueryOptions = () => queryOptions({ queryKey: campaignsQueryKey, queryFn: getCampaigns });

export const useCampaigns = () => useQuery(getCampaignsQueryOptions());

export type CampaignListItem = Awaited<ReturnType<typeof getCampaigns>>[number];

export const CAMPAIGNS_PAGE_SIZE = 24;

export type CampaignPageQuery = { page: number; q: string; status?: CampaignStatus; sort: CampaignSort; dir: SortDirection };

/** One page of the campaigns list (searched, filtered and sorted by the server) and the number of matches. */
export async function getCampaignPage({ page, q, status, sort, dir }: CampaignPageQuery) {
  const query = { limit: String(CAMPAIGNS_PAGE_SIZE), offset: String(page * CAMPAIGNS_PAGE_SIZE), sort, dir, ...(q.trim() ? { q: q.trim() } : {}), ...(status ? { status } : {}) };
  const res = await api.campaigns.$get({ query });
  const total = Number(res.headers.get("X-Total-Count") ?? 0);
  return { campaigns: await unwrap(Promise.resolve(res)), total };
}

export const useCampaignPage = (query: CampaignPageQuery) =>
  useQuery({ queryKey: [...campaignsQueryKey, "page", query], queryFn: () => getCampaignPage(query), placeholderData: keepPreviousData });
