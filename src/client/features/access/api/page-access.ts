import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccessSettingInput } from "@/shared/schemas/access";
import { toast } from "@/client/lib/toast-store";
import { api, unwrap } from "@/client/lib/api";
import { campaignMicrositesKey } from "@/client/features/campaigns/api/list-campaign-microsites";

/** What a page's setting is set to: its own, or `{mode: null}` to follow its campaign's again. */
export type PageAccessInput = AccessSettingInput | { mode: null };

/** PUT /api/microsites/:id/access -> {own, effective}. */
export const putPageAccess = (id: string, json: PageAccessInput) => unwrap(api.microsites[":id"].access.$put({ param: { id }, json }));

/** Saves one page's access; the campaign's rows are read again so the row's override mark follows. */
export function useSavePageAccess(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PageAccessInput }) => putPageAccess(id, input),
    onSuccess: ({ own }) => {
      toast.success(own ? "Page access saved" : "The page follows the campaign's access again");
      return queryClient.invalidateQueries({ queryKey: campaignMicrositesKey(campaignId) });
    },
  });
}
