import type { QueryClient } from "@tanstack/react-query";
import { getSessionQueryOptions } from "@/client/features/auth/api/session";

const SESSION_KEY = getSessionQueryOptions().queryKey[0];

/**
 * After a switch, a leave or a join, every cached answer belongs to the previous workspace: all of it goes, so each
 * screen reads again from the new one. The session stays (the same person is signed in), so the signed-in layout
 * never sees "no session" and sends anyone to the sign-in page on the way.
 */
export function forgetWorkspaceData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY });
}
