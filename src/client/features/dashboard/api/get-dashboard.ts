import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api";

export const getDashboard = () => unwrap(api.dashboard.$get());

export const getDashboardQueryOptions = () => queryOptions({ queryKey: ["dashboard"], queryFn: getDashboard });

export const useDashboard = () => useQuery(getDashboardQueryOptions());

export type DashboardStats = Awaited<ReturnType<typeof getDashboard>>;
