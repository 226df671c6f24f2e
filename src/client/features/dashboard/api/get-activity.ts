import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, ApiRequestError } from "@/client/lib/api";

const PAGE = 20;

/** One page of the "View All" activity list and the total (X-Total-Count). */
export async function getActivity(offset: number) {
  const res = await api.dashboard.activity.$get({ query: { limit: String(PAGE), offset: String(offset) } });
  if (!res.ok) throw new ApiRequestError(`Failed to load activity (${res.status})`, res.status);
  return { items: await res.json(), total: Number(res.headers.get("x-total-count") ?? 0), offset };
}

export const getActivityQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["dashboard", "activity"],
    queryFn: ({ pageParam }) => getActivity(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.items.length < last.total ? last.offset + last.items.length : undefined),
  });

export const useActivity = (enabled: boolean) => useInfiniteQuery({ ...getActivityQueryOptions(), enabled });
