import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { FrameworkCategory } from "@/shared/framework-constants";
import type { FrameworkSort, SortDirection } from "@/shared/list-query";
import type { Framework } from "@/shared/schemas/framework";
import { api, unwrap } from "@/client/lib/api";

/** The signed-in user's frameworks, newest first. */
export const getFrameworks = (): Promise<Framework[]> => unwrap(api.frameworks.$get({ query: {} }));

export const getFrameworksQueryOptions = () => queryOptions({ queryKey: ["frameworks"], queryFn: getFrameworks });


export const FRAMEWORKS_PAGE_SIZE = 24;

export type FrameworkPageQuery = { page: number; q: string; category: FrameworkCategory; sort: FrameworkSort; dir: SortDirection };

/** Where the list's pages are cached: under the frameworks key, so a create or an update refreshes them too. */
export const frameworkPagesQueryKey = [...getFrameworksQueryOptions().queryKey, "page"] as const;

/** One page of the frameworks list (searched, filtered by category and sorted by the server) and the number of matches. */
export async function getFrameworkPage({ page, q, category, sort, dir }: FrameworkPageQuery) {
  const query = {
    limit: String(FRAMEWORKS_PAGE_SIZE),
    offset: String(page * FRAMEWORKS_PAGE_SIZE),
    sort,
    dir,
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(category !== "all" ? { category } : {}),
  };
  const res = await api.frameworks.$get({ query });
  const total = Number(res.headers.get("X-Total-Count") ?? 0);
  const frameworks: Framework[] = await unwrap(Promise.resolve(res));
  return { frameworks, total };
}

export const useFrameworkPage = (query: FrameworkPageQuery) =>
  useQuery({ queryKey: [...frameworkPagesQueryKey, query], queryFn: () => getFrameworkPage(query), placeholderData: keepPreviousData });
