import { useMutation } from "@tanstack/react-query";
import type { CLAIM_SCOPES } from "@/shared/schemas/notifications";
import { api, unwrap } from "@/client/lib/api";

/**
 * New link requests, and first views and CTA clicks since the last visit; each is returned once (the server moves
 * the mark). `requests`: the link requests only (the open app's frequent poll).
 */
export const claimEngagement = (scope: (typeof CLAIM_SCOPES)[number] = "all") => unwrap(api.notifications.claim.$post({ query: { scope } }));

export const useClaimEngagement = () => useMutation({ mutationFn: claimEngagement });
