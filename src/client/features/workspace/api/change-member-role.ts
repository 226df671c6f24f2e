import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WorkspaceRole } from "@/shared/workspace";
import { api, unwrap } from "@/client/lib/api";
import { getWorkspaceQueryOptions } from "./get-workspace";

export const changeMemberRole = ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
  unwrap(api.workspace.members[":userId"].$patch({ param: { userId }, json: { role } }));

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: (workspace) => queryClient.setQueryData(getWorkspaceQueryOptions().queryKey, workspace),
  });
}
