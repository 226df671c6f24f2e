import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { getMicrositeContentQueryOptions } from "./get-microsite-content";
import { getMicrositeQualityQueryOptions } from "./get-microsite-quality";

/** POST /api/microsites/:id/override: an admin publishes a held page past its warning-level checks, saying why. */
export const publishAnyway = (id: string, reason: string) => unwrap(api.microsites[":id"].override.$post({ param: { id }, json: { reason } }));

export function usePublishAnyway(id: string, campaignQueryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => publishAnyway(id, reason),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignQueryKey }),
        queryClient.invalidateQueries({ queryKey: getMicrositeContentQueryOptions(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: getMicrositeQualityQueryOptions(id).queryKey }),
      ]),
  });
}
