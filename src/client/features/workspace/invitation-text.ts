import type { InvitationPreview } from "./api/get-invitation";

/** "Join Northwind on Pitchsite" and "Dana Reyes invited rep@example.com as a member." */
export const invitationTitle = (invitation: InvitationPreview) => `Join ${invitation.workspace_name} on Pitchsite`;

export const invitationSubtitle = (invitation: InvitationPreview) =>
  `${invitation.inviter_name} invited ${invitation.email} as ${invitation.role === "admin" ? "an admin" : "a member"}.`;

export const joinedMessage = (workspaceName: string) => `You joined ${workspaceName}`;
