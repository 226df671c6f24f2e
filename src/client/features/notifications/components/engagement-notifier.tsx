import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "@/client/lib/toast-store";
import { useClaimEngagement } from "../api/claim-engagement";
import { engagementToastMessages } from "../engagement-toasts";

/**
 * While the app is open, ask for new link requests this often, so a prospect's request shows within about a second
 * (the answer is one lookup in a partial index of requests not yet toasted, usually empty).
 */
export const REQUEST_POLL_MS = 1000;

/**
 * On a visit, toasts the prospects who first opened a microsite or clicked its CTA since the last visit and new
 * "Request a new link" requests (then those every REQUEST_POLL_MS while the tab is visible), and refreshes the
 * dashboard so they show in Recent Activity. Renders nothing.
 */
export function EngagementNotifier() {
  const claim = useClaimEngagement();
  const queryClient = useQueryClient();
  const claimed = useRef(false);
  const { mutateAsync } = claim;
  useEffect(() => {
    // One claim at a time; each call's own promise (a mutation's onSuccess would fire for the latest call only).
    let inFlight = false;
    const run = async (scope: "all" | "requests") => {
      if (inFlight) return;
      inFlight = true;
      try {
        const messages = engagementToastMessages(await mutateAsync(scope));
        messages.forEach((message) => toast.success(message));
        if (messages.length > 0) void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
      } catch {
        // Signed out or offline: the next poll (or visit) asks again.
      } finally {
        inFlight = false;
      }
    };
    if (!claimed.current) {
      claimed.current = true;
      void run("all");
    }
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void run("requests");
    }, REQUEST_POLL_MS);
    return () => clearInterval(timer);
  }, [mutateAsync, queryClient]);
  return null;
}
