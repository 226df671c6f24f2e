import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { toast } from "@/client/lib/toast-store";

export const UNSAVED_CHANGES_CONFIRM = "You have unsaved changes. Leave without saving?";

/**
 * Asks before leaving a builder with unsaved changes (in-app navigation and closing the tab).
 * `allowLeave()` lets the navigation that follows a successful save through.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let active = true;
    void toast.confirm(UNSAVED_CHANGES_CONFIRM).then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  return {
    allowLeave: () => {
      leaving.current = true;
    },
  };
}
