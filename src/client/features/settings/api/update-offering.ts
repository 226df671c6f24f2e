import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OfferingValues } from "@/shared/schemas/offering";
import { api, unwrap } from "@/client/lib/api";
import { getOfferingsQueryOptions } from "./get-offerings";

export const updateOffering = ({ id, values }: { id: string; values: OfferingValues }) =>
  unwrap(api.offerings[":id"].$patch({ param: { id }, json: values }));

export function useUpdateOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOffering,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getOfferingsQueryOptions().queryKey }),
  });
}
