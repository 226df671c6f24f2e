import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { getCampaignsQueryOptions } from "./get-campaigns";

export const deleteCampaign = (id: string) => unwrap(api.campaigns[":id"].$delete({ param: { id } }));

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: [...getCampaignsQueryOptions().queryKey, id] });
      return queryClient.invalidateQueries({ queryKey: getCampaignsQueryOptions().queryKey });
    },
  });
}
