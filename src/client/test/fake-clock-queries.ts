import { environmentManager, notifyManager } from "@tanstack/react-query";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * Runs the file's tests on vitest's fake clock with TanStack Query behaving as in a browser: Node has no window, so
 * Query would take it for a server and schedule no refetch interval; and Query tells its observers (React) of a new
 * answer on a 0 ms timer, which a fake clock moves 1 ms later, so they are told in a microtask instead.
 */
export function fakeClockForQueries() {
  beforeEach(() => {
    vi.useFakeTimers();
    environmentManager.setIsServer(() => false);
    notifyManager.setScheduler(queueMicrotask);
  });
  afterEach(() => {
    vi.useRealTimers();
    environmentManager.setIsServer(() => typeof window === "undefined");
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  });
}
