import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

// One page holds every framework a user realistically has; the picker is not paged.
const FRAMEWORK_OPTIONS_LIMIT = "500";

/** The user's frameworks for the wizard's picker (name, description, palettes for the swatches). */
export const getFrameworkOptions = () => unwrap(api.frameworks.$get({ query: { limit: FRAMEWORK_OPTIONS_LIMIT } }));

export const getFrameworkOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ["frameworks", "options"],
    queryFn: getFrameworkOptions,
    // The wizard offers to create a framework in another tab; coming back shows it without a reload.
    refetchOnWindowFocus: true,
  });

export const useFrameworkOptions = () => useQuery(getFrameworkOptionsQueryOptions());

export type FrameworkOption = Awaited<ReturnType<typeof getFrameworkOptions>>[number];
