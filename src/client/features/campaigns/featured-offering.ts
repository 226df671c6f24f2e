import { useOfferings } from "../settings/api/get-offerings";

export const BEST_FIT_LABEL = "Best fit for each contact";

/** What a campaign features: the pinned offering's name, or the writer's per-contact choice when none is pinned. */
export function useFeaturedOfferingLabel(offeringId: string | null | undefined) {
  const offerings = useOfferings(!!offeringId);
  if (!offeringId) return BEST_FIT_LABEL;
  return offerings.data?.find((o) => o.id === offeringId)?.name ?? (offerings.isPending ? "Loading…" : BEST_FIT_LABEL);
}
