import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

/** GET /api/integrations: the workspace's CRM connections (never their credentials). */
export const getIntegrations = () => unwrap(api.integrations.$get());

export const getIntegrationsQueryOptions = () => queryOptions({ queryKey: ["integrations"], queryFn: getIntegrations });

export const useIntegrations = () => useQuery(getIntegrationsQueryOptions());
