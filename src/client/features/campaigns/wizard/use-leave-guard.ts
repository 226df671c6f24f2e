import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { toast } from "@/client/lib/toast-store";

export const LEAVE_WIZARD_CONFIRM = "Leave the wizard? Your unsaved changes to this campaign will be lost.";

/**
 * Asks before leaving the wizard with unsaved changes (in-app navigation and closing the tab). `allowLeave()`
 * lets the navigation that follows a successful save through.
 */
export function useLeaveGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname);

  // The router keeps one blocker object per state, so this asks once per blocked navigation.
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void toast.confirm(LEAVE_WIZARD_CONFIRM).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return {
    allowLeave: () => {
      leaving.current = true;
    },
  };
}
