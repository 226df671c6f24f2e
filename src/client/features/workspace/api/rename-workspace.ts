import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { getWorkspaceQueryOptions } from "./get-workspace";
import { getWorkspacesQueryOptions } from "./get-workspaces";

export const renameWorkspace = (name: string) => unwrap(api.workspace.$patch({ json: { name } }));

export function useRenameWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameWorkspace,
    onSuccess: (workspace) => {
      queryClient.setQueryData(getWorkspaceQueryOptions().queryKey, workspace);
      // The switcher lists the name too.
      return queryClient.invalidateQueries({ queryKey: getWorkspacesQueryOptions().queryKey });
    },
  });
}
