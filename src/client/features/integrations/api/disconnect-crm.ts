import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CrmProvider } from "@/shared/crm";
import { api, unwrap } from "@/client/lib/api";
import { getIntegrationsQueryOptions } from "./get-integrations";

/** DELETE /api/integrations/:provider: the credential and the contact links are removed. */
export const disconnectCrm = (provider: CrmProvider) => unwrap(api.integrations[":provider"].$delete({ param: { provider } }));

export function useDisconnectCrm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disconnectCrm, onSuccess: () => queryClient.invalidateQueries({ queryKey: getIntegrationsQueryOptions().queryKey }) });
}
