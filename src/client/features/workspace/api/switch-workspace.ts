import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { forgetWorkspaceData } from "./forget-workspace-data";
import { getWorkspaceQueryOptions } from "./get-workspace";

export const switchWorkspace = (workspaceId: string) => unwrap(api.workspace.active.$post({ json: { workspaceId } }));

export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchWorkspace,
    onSuccess: (workspace) => {
      forgetWorkspaceData(queryClient);
      queryClient.setQueryData(getWorkspaceQueryOptions().queryKey, workspace);
    },
  });
}
