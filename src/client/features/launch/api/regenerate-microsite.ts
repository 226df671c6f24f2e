import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { getCampaignQueryOptions } from "@/client/features/campaigns/api/get-campaign";

/** POST /api/microsites/:id/regenerate (202): one microsite re-queued as a run of its own; its link stays. */
export const regenerateMicrosite = (id: string) => unwrap(api.microsites[":id"].regenerate.$post({ param: { id } }));

export function useRegenerateMicrosite(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateMicrosite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getCampaignQueryOptions(campaignId).queryKey }),
  });
}
