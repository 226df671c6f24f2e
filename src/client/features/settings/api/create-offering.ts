import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OfferingValues } from "@/shared/schemas/offering";
import { api, unwrap } from "@/client/lib/api";
import { getOfferingsQueryOptions } from "./get-offerings";

export const createOffering = (values: OfferingValues) => unwrap(api.offerings.$post({ json: values }));

export function useCreateOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffering,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getOfferingsQueryOptions().queryKey }),
  });
}
