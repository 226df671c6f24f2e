import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { MicrositeStatus } from "@/shared/microsite-status";
import { BULK_IDS_MAX, MICROSITE_PAGE_MAX, type MicrositeSort } from "@/shared/schemas/microsite-table";
import { api, unwrap } from "@/client/lib/api";

/** One page of the campaign's microsite table, as the URL describes it. */
export type MicrositePageQuery = { q: string; sort: MicrositeSort; dir: "asc" | "desc"; status?: MicrositeStatus; limit: number; offset: number };

const toQuery = (p: MicrositePageQuery) => ({
  sort: p.sort,
  dir: p.dir,
  limit: String(p.limit),
  offset: String(p.offset),
  ...(p.q ? { q: p.q } : {}),
  ...(p.status ? { status: p.status } : {}),
});

/** GET /api/campaigns/:id/microsites -> {items, total}. */
export const listCampaignMicrosites = (campaignId: string, page: MicrositePageQuery) =>
  unwrap(api.campaigns[":id"].microsites.$get({ param: { id: campaignId }, query: toQuery(page) }));

/** Every page of the campaign's microsite table (what live engagement refetches when a prospect looked). */
export const campaignMicrositesKey = (campaignId: string) => ["campaigns", campaignId, "microsites"] as const;

/**
 * Under the campaign's key, so whatever refreshes the campaign (a launch, a row action, live engagement) refreshes
 * the table too. While a new page, sort or refetch loads, the rows on screen stay (no spinner, no remount); the
 * answer keeps the offset and limit it was asked with, so the pager names the rows shown, not the page loading.
 */
export const campaignMicrositesQueryOptions = (campaignId: string, page: MicrositePageQuery) =>
  queryOptions({
    queryKey: [...campaignMicrositesKey(campaignId), page],
    queryFn: async () => ({ ...(await listCampaignMicrosites(campaignId, page)), offset: page.offset, limit: page.limit }),
    placeholderData: keepPreviousData,
  });

export type MicrositePage = Awaited<ReturnType<typeof listCampaignMicrosites>>;
export type MicrositeTableRow = MicrositePage["items"][number];

/** Every row matching the search and filter (at most BULK_IDS_MAX, what one bulk action takes), page by page. */
export async function listMatchingMicrosites(campaignId: string, page: Omit<MicrositePageQuery, "limit" | "offset">): Promise<MicrositeTableRow[]> {
  const rows: MicrositeTableRow[] = [];
  for (let offset = 0; offset < BULK_IDS_MAX; offset += MICROSITE_PAGE_MAX) {
    const { items, total } = await listCampaignMicrosites(campaignId, { ...page, limit: MICROSITE_PAGE_MAX, offset });
    rows.push(...items);
    if (rows.length >= total || items.length === 0) break;
  }
  return rows.slice(0, BULK_IDS_MAX);
}
