import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

/** GET /api/workspace: the active workspace, the caller's role in it and its members. */
export const getWorkspace = () => unwrap(api.workspace.$get());

export const getWorkspaceQueryOptions = () => queryOptions({ queryKey: ["workspace"], queryFn: getWorkspace, staleTime: 5 * 60_000 });

export const useWorkspace = () => useQuery(getWorkspaceQueryOptions());

export type Workspace = Awaited<ReturnType<typeof getWorkspace>>;
export type WorkspaceMember = Workspace["members"][number];

/** Admin-only screens and labels: false while the workspace loads, so nothing admin-only flashes for a member. */
export const useIsWorkspaceAdmin = () => useWorkspace().data?.role === "admin";
