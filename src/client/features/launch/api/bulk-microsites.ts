import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { getCampaignQueryOptions } from "@/client/features/campaigns/api/get-campaign";

export type BulkMicrositeAction = "extend" | "regenerate" | "delete";

/** POST /api/campaigns/:id/microsites/bulk/{action} {ids} -> {count}: how many of the ticked pages it touched. */
export function bulkMicrosites(campaignId: string, action: BulkMicrositeAction, ids: string[]) {
  const bulk = api.campaigns[":id"].microsites.bulk;
  const request = { param: { id: campaignId }, json: { ids } };
  if (action === "extend") return unwrap(bulk.extend.$post(request));
  if (action === "regenerate") return unwrap(bulk.regenerate.$post(request));
  return unwrap(bulk.delete.$post(request));
}

/** A bulk action, then the campaign (its counts, its table) refetched. */
export function useBulkMicrosites(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: { action: BulkMicrositeAction; ids: string[] }) => bulkMicrosites(campaignId, action, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getCampaignQueryOptions(campaignId).queryKey }),
  });
}
