import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HubspotConnectInput } from "@/shared/schemas/integrations";
import { api, unwrap } from "@/client/lib/api";
import { getIntegrationsQueryOptions } from "./get-integrations";

/** PUT /api/integrations/hubspot: the server tries the token against HubSpot before keeping it (encrypted). */
export const connectHubspot = (input: HubspotConnectInput) => unwrap(api.integrations.hubspot.$put({ json: input }));

export function useConnectHubspot() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: connectHubspot, onSuccess: () => queryClient.invalidateQueries({ queryKey: getIntegrationsQueryOptions().queryKey }) });
}
