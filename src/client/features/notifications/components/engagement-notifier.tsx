import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "../../../app/toast-store";
import { useClaimEngagement } from "../api/claim-engagement";
import { engagementToastMessages } from "../engagement-toasts";

/**
 * On a visit, toasts the prospects who first opened a microsite or clicked its CTA since the last visit, and
 * refreshes the dashboard so they show in Recent Activity. Renders nothing; claims once per mount.
 */
export function EngagementNotifier() {
  const claim = useClaimEngagement();
  const queryClient = useQueryClient();
  const claimed = useRef(false);
  const { mutate } = claim;
  useEffect(() => {
    if (claimed.current) return;
    claimed.current = true;
    mutate(undefined, {
      onSuccess: (result) => {
        const messages = engagementToastMessages(result);
        messages.forEach((message) => toast.success(message));
        if (messages.length > 0) void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
      },
    });
  }, [mutate, queryClient]);
  return null;
}
