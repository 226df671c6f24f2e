import { useMutation, useQueryClient } from "@tanstack/react-query";
import { EXTEND_EXPIRY_DAYS } from "@/shared/constants";
import { api, unwrap } from "@/client/lib/api";
import { getCampaignQueryOptions, type CampaignDetail } from "@/client/features/campaigns/api/get-campaign";

/** POST /api/microsites/:id/extend {days: 7} -> {expires_at} (spec 7 extend-microsite-expiry). */
export const extendMicrosite = (id: string, days: number = EXTEND_EXPIRY_DAYS) =>
  unwrap(api.microsites[":id"].extend.$post({ param: { id }, json: { days } }));

export function useExtendMicrosite(campaignId: string) {
  const queryClient = useQueryClient();
  const queryKey = getCampaignQueryOptions(campaignId).queryKey;
  return useMutation({
    mutationFn: (id: string) => extendMicrosite(id),
    onSuccess: ({ expires_at }, id) => {
      // The new expiry shows at once; the refetch then brings any status change (an expired page back online).
      queryClient.setQueryData(queryKey, (campaign: CampaignDetail | undefined) =>
        campaign ? { ...campaign, microsites: campaign.microsites.map((m) => (m.id === id ? { ...m, expires_at } : m)) } : campaign,
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
