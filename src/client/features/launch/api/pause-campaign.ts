import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { getCampaignQueryOptions } from "@/client/features/campaigns/api/get-campaign";

/** POST /api/campaigns/:id/pause: open runs stop claiming new microsites; launching again resumes. */
export const pauseCampaign = (id: string) => unwrap(api.campaigns[":id"].pause.$post({ param: { id } }));

export function usePauseCampaign(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => pauseCampaign(campaignId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getCampaignQueryOptions(campaignId).queryKey }),
  });
}
