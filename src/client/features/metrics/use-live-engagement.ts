import { useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { getEngagementStampQueryOptions } from "./api/get-engagement-stamp";

/**
 * Keeps engagement figures live without a reload: polls the cheap engagement stamp (one campaign's, or the
 * account's) and refetches `queryKeys` only when it changes, i.e. when a prospect's view or click was stored.
 */
export function useLiveEngagement(campaignId: string | undefined, queryKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  const stamp = useQuery(getEngagementStampQueryOptions(campaignId)).data;
  const seen = useRef<string | undefined>(undefined);
  const keys = useRef(queryKeys);
  useEffect(() => {
    keys.current = queryKeys;
  });
  useEffect(() => {
    if (stamp === undefined) return;
    if (seen.current !== undefined && seen.current !== stamp) {
      for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
    }
    seen.current = stamp;
  }, [stamp, queryClient]);
}
