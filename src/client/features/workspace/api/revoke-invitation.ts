import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";
import { getInvitationsQueryOptions } from "./get-invitations";

export const revokeInvitation = (id: string) => unwrap(api.workspace.invitations[":id"].$delete({ param: { id } }));

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeInvitation, onSuccess: () => queryClient.invalidateQueries({ queryKey: getInvitationsQueryOptions().queryKey }) });
}
