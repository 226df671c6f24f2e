import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { forgetWorkspaceData } from "./forget-workspace-data";

/** DELETE /api/workspace/members/:userId: an admin removes someone, or anyone removes themselves (leaves). */
export const removeMember = (userId: string) => unwrap(api.workspace.members[":userId"].$delete({ param: { userId } }));

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    // Their campaigns are now the remover's: every list may have changed, not only the members.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Leaving moves the session to another of the user's workspaces. */
export function useLeaveWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeMember, onSuccess: () => forgetWorkspaceData(queryClient) });
}
