import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

export const getMe = () => unwrap(api.me.$get());

export const getMeQueryOptions = () => queryOptions({ queryKey: ["me"], queryFn: getMe });

export const useMe = () => useQuery(getMeQueryOptions());

export type Me = Awaited<ReturnType<typeof getMe>>;
