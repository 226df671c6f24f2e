import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api";

/** First views and CTA clicks since the last visit; each is returned once (the server moves the mark). */
export const claimEngagement = () => unwrap(api.notifications.claim.$post());

export const useClaimEngagement = () => useMutation({ mutationFn: claimEngagement });
