import { z } from "zod";
import { storableString } from "./schemas/text-fields";

/** admin: marketing (shared assets, members, approvals, the team's results); member: a rep (their own campaigns). */
export const WORKSPACE_ROLES = ["admin", "member"] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const INVITATION_LIFETIME_DAYS = 7;

/**
 * Invitations (each one an email when SMTP_URL is set) within any hour: per inviting account, whichever workspaces it
 * invites into, and per workspace, whoever invites. Enough to bring a team in, too few to use the operator's mail
 * server for spam (issue 23 item 5: 30 emails in 5 s from a self-registered account). README "Teams" says so.
 */
export const INVITATION_LIMITS = { perAccount: 20, perWorkspace: 50, windowMinutes: 60 } as const;

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
};

/** The 429 answer's message when an invitation limit is reached, with when the next invitation may go out. */
export const invitationLimitMessage = (limit: "account" | "workspace", retryAfterSeconds: number) =>
  limit === "account"
    ? `You have sent ${INVITATION_LIMITS.perAccount} invitations in the last hour, the most one account may send. Try again in ${inMinutes(retryAfterSeconds)}.`
    : `This workspace has sent ${INVITATION_LIMITS.perWorkspace} invitations in the last hour, the most a workspace may send. Try again in ${inMinutes(retryAfterSeconds)}.`;

export const WORKSPACE_MESSAGES = {
  adminOnlyFrameworks: "Only workspace admins can change frameworks",
  adminOnlyBrand: "Only workspace admins can change the brand profile",
  adminOnlyOfferings: "Only workspace admins can change offerings",
  adminOnlyTeam: "Only workspace admins can manage the team",
  adminOnlyApprovals: "Only workspace admins can review pages",
  lastAdmin: "A workspace needs at least one admin: make someone else admin first",
  memberNotFound: "Member not found",
  invitationNotFound: "Invitation not found",
  invitationUsed: "This invitation link has already been used or revoked",
  invitationExpired: "This invitation link has expired. Ask your admin for a new one.",
  invitationWrongEmail: "This invitation was sent to another email address. Sign in as that address to join.",
  alreadyMember: "That person is already in this workspace",
  workspaceNotFound: "Workspace not found",
} as const;

export const roleSchema = z.enum(WORKSPACE_ROLES, { message: "Role must be admin or member" });

export const invitationCreateSchema = z.object({
  email: storableString().trim().min(1, "Email is required").email("Enter a valid email address").max(254),
  role: roleSchema,
});
export type InvitationCreateInput = z.infer<typeof invitationCreateSchema>;

export const memberRoleSchema = z.object({ role: roleSchema });
export const activeWorkspaceSchema = z.object({ workspaceId: storableString().min(1, "workspaceId is required").max(200) });
export const workspaceRenameSchema = z.object({
  name: storableString().trim().min(1, "Workspace name is required").max(80, "Workspace name must be 80 characters or fewer"),
});

export const isWorkspaceRole = (value: unknown): value is WorkspaceRole => WORKSPACE_ROLES.includes(value as WorkspaceRole);
