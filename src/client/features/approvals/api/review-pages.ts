import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { getCampaignsQueryOptions } from "@/client/features/campaigns/api/get-campaigns";
import { getApprovalsQueryOptions } from "./get-approvals";

export const approvePages = (micrositeIds: string[]) => unwrap(api.approvals.approve.$post({ json: { microsite_ids: micrositeIds } }));

/** Approves the pages and lifts their review requirement (a member's next version publishes unless its framework asks again). */
export const clearReview = (micrositeIds: string[]) => unwrap(api.approvals["clear-review"].$post({ json: { microsite_ids: micrositeIds } }));

export const rejectPages = ({ micrositeIds, comment }: { micrositeIds: string[]; comment: string }) =>
  unwrap(api.approvals.reject.$post({ json: { microsite_ids: micrositeIds, comment } }));

/** Either decision changes the queue and the campaigns' pages (their statuses, the rep's comment). */
function useReview<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getApprovalsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getCampaignsQueryOptions().queryKey }),
      ]),
  });
}

export const useApprovePages = () => useReview(approvePages);
export const useRejectPages = () => useReview(rejectPages);
export const useClearReview = () => useReview(clearReview);
