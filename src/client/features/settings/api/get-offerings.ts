import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

export const getOfferings = () => unwrap(api.offerings.$get());

export const getOfferingsQueryOptions = () => queryOptions({ queryKey: ["offerings"], queryFn: getOfferings });

export const useOfferings = (enabled = true) => useQuery({ ...getOfferingsQueryOptions(), enabled });

export type Offering = Awaited<ReturnType<typeof getOfferings>>[number];
