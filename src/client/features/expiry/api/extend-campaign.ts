import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CAMPAIGN_EXTEND_FAILED, campaignExtendedText, EXTEND_ALL_DAYS } from "@/shared/expiry";
import { toast } from "@/client/lib/toast-store";
import { api, unwrap } from "@/client/lib/api";

/** POST /api/campaigns/:id/extend {days} -> {extended, days}: every published page of the campaign. */
export const extendCampaign = (id: string, days: number = EXTEND_ALL_DAYS) => unwrap(api.campaigns[":id"].extend.$post({ param: { id }, json: { days } }));

/**
 * Extends a whole campaign by 7 days and says how it went in a toast; refreshes the dashboard (expiring-soon) and
 * the campaign view (expiry column) through their own keys.
 */
export function useExtendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => extendCampaign(campaignId, EXTEND_ALL_DAYS),
    onSuccess: ({ extended, days }, campaignId) => {
      toast.success(campaignExtendedText(extended, days));
      return Promise.all([queryClient.invalidateQueries({ queryKey: ["dashboard"] }), queryClient.invalidateQueries({ queryKey: ["campaigns", campaignId] })]);
    },
    onError: () => toast.error(CAMPAIGN_EXTEND_FAILED),
  });
}
