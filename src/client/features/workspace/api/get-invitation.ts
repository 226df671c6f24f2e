import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WorkspaceRole } from "@/shared/workspace";
import { fetchJson } from "@/client/lib/api";

/** What the invitation page shows before the invitee has an account (public: no session needed). */
export type InvitationPreview = {
  workspace_name: string;
  inviter_name: string;
  email: string;
  role: WorkspaceRole;
  state: "pending" | "expired" | "used";
};

// A public route mounted beside the private API, so outside the typed client.
export const getInvitation = (token: string) => fetchJson<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`);

export const getInvitationQueryOptions = (token: string) => queryOptions({ queryKey: ["invitation", token], queryFn: () => getInvitation(token) });

export const useInvitation = (token: string) => useQuery(getInvitationQueryOptions(token));
