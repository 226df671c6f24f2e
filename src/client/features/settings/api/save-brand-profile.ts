import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BrandProfileValues } from "@/shared/schemas/brand-profile";
import { api, unwrap } from "@/client/lib/api";
import { getBrandProfileQueryOptions } from "./get-brand-profile";

export const saveBrandProfile = (values: BrandProfileValues) => unwrap(api["brand-profile"].$put({ json: values }));

export function useSaveBrandProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBrandProfile,
    onSuccess: (saved) => queryClient.setQueryData(getBrandProfileQueryOptions().queryKey, saved),
  });
}
