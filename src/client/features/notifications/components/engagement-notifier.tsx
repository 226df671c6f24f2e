import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "../../../app/toast-store";
import { useClaimEngagement } from "../api/claim-engagement";
import { engagementToastMessages } from "../engagement-toasts";

/** While the app is open, claim again this often: a prospect's "Request a new link" is toasted without a reload. */
export const CLAIM_INTERVAL_MS = 15_000;

/**
 * On a visit, toasts the prospects who first opened a microsite or clicked its CTA since the last visit (and new
 * "Request a new link" requests, then every CLAIM_INTERVAL_MS while the tab is visible), and refreshes the
 * dashboard so they show in Recent Activity. Renders nothing.
 */
export function EngagementNotifier() {
  const claim = useClaimEngagement();
  const queryClient = useQueryClient();
  const claimed = useRef(false);
  const { mutate } = claim;
  useEffect(() => {
    const run = () =>
      mutate(undefined, {
        onSuccess: (result) => {
          const messages = engagementToastMessages(result);
          messages.forEach((message) => toast.success(message));
          if (messages.length > 0) void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
        },
      });
    if (!claimed.current) {
      claimed.current = true;
      run();
    }
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") run();
    }, CLAIM_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [mutate, queryClient]);
  return null;
}
