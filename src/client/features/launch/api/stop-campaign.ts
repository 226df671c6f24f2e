import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { getCampaignQueryOptions } from "@/client/features/campaigns/api/get-campaign";

/** POST /api/campaigns/:id/stop: the campaign is completed and its open runs are cancelled. */
export const stopCampaign = (id: string) => unwrap(api.campaigns[":id"].stop.$post({ param: { id } }));

export function useStopCampaign(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => stopCampaign(campaignId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getCampaignQueryOptions(campaignId).queryKey }),
  });
}
