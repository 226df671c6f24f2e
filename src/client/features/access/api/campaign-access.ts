import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccessSettingInput } from "@/shared/schemas/access";
import { toast } from "@/client/lib/toast-store";
import { api, unwrap } from "@/client/lib/api";

/** GET /api/campaigns/:id/access: the campaign's access setting, whether codes can be sent, its contacts' domains. */
export const getCampaignAccess = (id: string) => unwrap(api.campaigns[":id"].access.$get({ param: { id } }));
export const getCampaignAccessQueryOptions = (id: string) => queryOptions({ queryKey: ["campaigns", id, "access"], queryFn: () => getCampaignAccess(id) });
export const useCampaignAccess = (id: string) => useQuery(getCampaignAccessQueryOptions(id));

/** PUT /api/campaigns/:id/access. */
export const putCampaignAccess = (id: string, json: AccessSettingInput) => unwrap(api.campaigns[":id"].access.$put({ param: { id }, json }));

export function useSaveCampaignAccess(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccessSettingInput) => putCampaignAccess(id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(getCampaignAccessQueryOptions(id).queryKey, saved);
      toast.success("Access setting saved");
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : "Failed to save the access setting"),
  });
}
