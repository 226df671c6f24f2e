import { useMutation, useQueryClient } from "@tanstack/react-query";
import { EXTEND_ALL_DAYS } from "../../../../shared/expiry";
import { api, unwrap } from "../../../lib/api";

/** POST /api/campaigns/:id/extend {days} -> {extended, days}: every published page of the campaign. */
export const extendCampaign = (id: string, days: number = EXTEND_ALL_DAYS) => unwrap(api.campaigns[":id"].extend.$post({ param: { id }, json: { days } }));

/** Refreshes the dashboard (expiring-soon) and the campaign view (expiry column) through their own keys. */
export function useExtendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, days }: { campaignId: string; days?: number }) => extendCampaign(campaignId, days),
    onSuccess: (_answer, { campaignId }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ["dashboard"] }), queryClient.invalidateQueries({ queryKey: ["campaigns", campaignId] })]),
  });
}
