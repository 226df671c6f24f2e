import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

export const getDashboard = () => unwrap(api.dashboard.$get());

export const getDashboardQueryOptions = () => queryOptions({ queryKey: ["dashboard"], queryFn: getDashboard });

/** Refetched every time the dashboard opens (cached figures show meanwhile): work done elsewhere shows at once. */
export const useDashboard = () => useQuery({ ...getDashboardQueryOptions(), refetchOnMount: "always" });

export type DashboardStats = Awaited<ReturnType<typeof getDashboard>>;
