import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

/** GET /api/workspace/invitations (admins): the pending invitations that still work, newest first. */
export const getInvitations = () => unwrap(api.workspace.invitations.$get());

export const getInvitationsQueryOptions = () => queryOptions({ queryKey: ["workspace", "invitations"], queryFn: getInvitations });

export const useInvitations = () => useQuery(getInvitationsQueryOptions());

export type Invitation = Awaited<ReturnType<typeof getInvitations>>[number];
