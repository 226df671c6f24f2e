import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { getOfferingsQueryOptions } from "./get-offerings";

export const deleteOffering = (id: string) => unwrap(api.offerings[":id"].$delete({ param: { id } }));

export function useDeleteOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffering,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getOfferingsQueryOptions().queryKey }),
  });
}
