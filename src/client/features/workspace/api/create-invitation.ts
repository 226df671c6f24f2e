import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InvitationCreateInput } from "@/shared/workspace";
import { api, unwrap } from "@/client/lib/api";
import { getInvitationsQueryOptions } from "./get-invitations";

/** POST /api/workspace/invitations -> the link (and whether it was emailed). */
export const createInvitation = (input: InvitationCreateInput) => unwrap(api.workspace.invitations.$post({ json: input }));

export type CreatedInvitation = Awaited<ReturnType<typeof createInvitation>>;

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInvitation, onSuccess: () => queryClient.invalidateQueries({ queryKey: getInvitationsQueryOptions().queryKey }) });
}
