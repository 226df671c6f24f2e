import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

/** The HubSpot contact lists and contact properties the import dialog offers. */
export const getHubspotListsQueryOptions = () => queryOptions({ queryKey: ["integrations", "hubspot", "lists"], queryFn: () => unwrap(api.integrations.hubspot.lists.$get({ query: {} })) });
export const useHubspotLists = (enabled: boolean) => useQuery({ ...getHubspotListsQueryOptions(), enabled });

export const getHubspotPropertiesQueryOptions = () =>
  queryOptions({ queryKey: ["integrations", "hubspot", "properties"], queryFn: () => unwrap(api.integrations.hubspot.properties.$get()) });
export const useHubspotProperties = (enabled: boolean) => useQuery({ ...getHubspotPropertiesQueryOptions(), enabled });
