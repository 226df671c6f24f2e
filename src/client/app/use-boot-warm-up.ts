import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getSessionQueryOptions } from "../features/auth/api/session";
import { getBrandProfileQueryOptions } from "../features/settings/api/get-brand-profile";

/**
 * Session fetch, then (when signed in) a one-row read of the brand profile, which the settings page and
 * microsite previews reuse. Settles either way: a failed warm-up must not keep the app from starting.
 */
export function useBootWarmUp(): boolean {
  const queryClient = useQueryClient();
  const warmUp = useQuery({
    queryKey: ["boot-warm-up"],
    queryFn: async () => {
      const session = await queryClient.fetchQuery(getSessionQueryOptions()).catch(() => null);
      if (session) await queryClient.prefetchQuery(getBrandProfileQueryOptions());
      return true;
    },
    staleTime: Infinity,
    retry: false,
  });
  return !warmUp.isPending;
}
