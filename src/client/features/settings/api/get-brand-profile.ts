import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

export const getBrandProfile = () => unwrap(api["brand-profile"].$get());

export const getBrandProfileQueryOptions = () => queryOptions({ queryKey: ["brand-profile"], queryFn: getBrandProfile });

export const useBrandProfile = () => useQuery(getBrandProfileQueryOptions());

export type BrandProfile = NonNullable<Awaited<ReturnType<typeof getBrandProfile>>>;
