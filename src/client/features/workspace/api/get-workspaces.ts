import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

/** GET /api/workspaces: every workspace the user belongs to (the switcher's list). */
export const getWorkspaces = () => unwrap(api.workspaces.$get());

export const getWorkspacesQueryOptions = () => queryOptions({ queryKey: ["workspaces"], queryFn: getWorkspaces, staleTime: 5 * 60_000 });

export const useWorkspaces = () => useQuery(getWorkspacesQueryOptions());
