import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { getCampaignQueryOptions } from "@/client/features/campaigns/api/get-campaign";

/** DELETE /api/microsites/:id (204): the page and its stored HTML. */
export const deleteMicrosite = (id: string) => unwrap(api.microsites[":id"].$delete({ param: { id } }));

export function useDeleteMicrosite(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMicrosite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCampaignQueryOptions(campaignId).queryKey }),
  });
}
