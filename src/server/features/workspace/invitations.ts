import { and, desc, eq, gt, sql } from "drizzle-orm";
import { INVITATION_LIFETIME_DAYS, WORKSPACE_MESSAGES, type InvitationCreateInput } from "@/shared/workspace";
import type { Auth } from "@/server/auth/auth";
import type { Database } from "@/server/db/client";
import type { Scope } from "@/server/db/owner";
import { invitation, member, organization, user } from "@/server/db/schema";
import { ApiError, notFound } from "@/server/http/errors";
import type { Mailer } from "@/server/mail/mailer";
import { invitationEmail } from "./invitation-email";
import { reserveInvitationSend } from "./invitation-limits";
import type { InvitationPreview } from "@/shared/schemas/workspace-answers";

type InvitationRow = typeof invitation.$inferSelect;

/** The link an invitee opens: its last path segment is the invitation's token (the plugin's invitation id). */
const invitationUrl = (appUrl: string, token: string) => `${appUrl}/invite/${encodeURIComponent(token)}`;

const toDto = (row: InvitationRow, appUrl: string) => ({
  id: row.id,
  email: row.email,
  role: row.role ?? "member",
  expires_at: row.expiresAt.toISOString(),
  created_at: row.createdAt.toISOString(),
  url: invitationUrl(appUrl, row.id),
});

export type InvitationDeps = { db: Database; auth: Auth; mailer: Mailer | null; appUrl: string; onMailError: (error: unknown) => void };

/**
 * Invites an email into the caller's workspace through better-auth's organization plugin (a new invitation replaces
 * a pending one for the same email), then emails the link when SMTP is configured. The link is answered either way,
 * so the admin can copy it; `emailed` says whether the email went out. Invitations are limited per account and per
 * workspace (INVITATION_LIMITS): over either, 429 with Retry-After and nothing is created or sent.
 */
export async function createWorkspaceInvitation(deps: InvitationDeps, headers: Headers, scope: Scope, input: InvitationCreateInput) {
  const { db, auth, mailer, appUrl } = deps;
  const [existing] = await db
    .select({ id: member.id })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, scope.workspaceId), sql`lower(${user.email}) = ${input.email.toLowerCase()}`));
  if (existing) throw new ApiError(409, WORKSPACE_MESSAGES.alreadyMember);
  await reserveInvitationSend(db, scope);
  const created = await auth.api.createInvitation({ headers, body: { email: input.email, role: input.role, organizationId: scope.workspaceId } });
  const [row] = await db.select().from(invitation).where(eq(invitation.id, created.id));
  const dto = toDto(row, appUrl);
  let emailed = false;
  if (mailer) {
    try {
      const [details] = await db
        .select({ workspace: organization.name, inviter: user.name })
        .from(organization)
        .innerJoin(user, eq(user.id, scope.userId))
        .where(eq(organization.id, scope.workspaceId));
      await mailer.send(invitationEmail({ to: row.email, inviterName: details.inviter, workspaceName: details.workspace, url: dto.url, days: INVITATION_LIFETIME_DAYS }));
      emailed = true;
    } catch (error) {
      deps.onMailError(error);
    }
  }
  return { ...dto, emailed };
}

/** Pending invitations that still work, newest first. */
export async function listWorkspaceInvitations(db: Database, scope: Scope, appUrl: string, now = new Date()) {
  const rows = await db
    .select()
    .from(invitation)
    .where(and(eq(invitation.organizationId, scope.workspaceId), eq(invitation.status, "pending"), gt(invitation.expiresAt, now)))
    .orderBy(desc(invitation.createdAt));
  return rows.map((row) => toDto(row, appUrl));
}

export async function revokeWorkspaceInvitation(auth: Auth, db: Database, headers: Headers, scope: Scope, id: string) {
  const [row] = await db
    .select({ id: invitation.id })
    .from(invitation)
    .where(and(eq(invitation.id, id), eq(invitation.organizationId, scope.workspaceId), eq(invitation.status, "pending")));
  if (!row) throw notFound(WORKSPACE_MESSAGES.invitationNotFound);
  await auth.api.cancelInvitation({ headers, body: { invitationId: id } });
}

/** What the invitation page shows before anyone signs in (the token is the secret): whose workspace, for which email. */
export async function describeInvitation(db: Database, token: string, now = new Date()): Promise<InvitationPreview> {
  const [row] = await db
    .select({ email: invitation.email, role: invitation.role, status: invitation.status, expiresAt: invitation.expiresAt, workspace: organization.name, inviter: user.name })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .where(eq(invitation.id, token));
  if (!row) throw notFound(WORKSPACE_MESSAGES.invitationNotFound);
  const state = row.status !== "pending" ? "used" : row.expiresAt <= now ? "expired" : "pending";
  return { workspace_name: row.workspace, inviter_name: row.inviter, email: row.email, role: row.role ?? "member", state };
}

/**
 * Joins the invitation's workspace as the signed-in user (who must be the invited email) and makes it the session's
 * active workspace. A link works once and for INVITATION_LIFETIME_DAYS; each refusal says why.
 */
export async function acceptWorkspaceInvitation(auth: Auth, db: Database, headers: Headers, email: string, token: string) {
  const details = await describeInvitation(db, token);
  if (details.state === "used") throw new ApiError(410, WORKSPACE_MESSAGES.invitationUsed);
  if (details.state === "expired") throw new ApiError(410, WORKSPACE_MESSAGES.invitationExpired);
  if (details.email.toLowerCase() !== email.toLowerCase()) throw new ApiError(403, WORKSPACE_MESSAGES.invitationWrongEmail);
  const accepted = await auth.api.acceptInvitation({ headers, body: { invitationId: token } });
  return { workspace_id: accepted?.member.organizationId ?? null };
}
