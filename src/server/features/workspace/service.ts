import { and, asc, eq, sql } from "drizzle-orm";
import { WORKSPACE_MESSAGES, type WorkspaceRole } from "@/shared/workspace";
import type { Database, Executor } from "@/server/db/client";
import type { Scope } from "@/server/db/owner";
import { member, organization, session, user } from "@/server/db/schema";
import { ApiError, notFound } from "@/server/http/errors";
import { handOverRecords } from "./hand-over";

export { handOverRecords } from "./hand-over";

export type WorkspaceMember = { user_id: string; email: string; name: string; role: WorkspaceRole };

/** GET /api/workspace: the active workspace, the caller's role in it and its members (earliest first). */
export async function getWorkspace(db: Database, scope: Scope) {
  const [workspace] = await db.select({ id: organization.id, name: organization.name }).from(organization).where(eq(organization.id, scope.workspaceId));
  if (!workspace) throw notFound(WORKSPACE_MESSAGES.workspaceNotFound);
  const members: WorkspaceMember[] = await db
    .select({ user_id: member.userId, email: user.email, name: user.name, role: member.role })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, scope.workspaceId))
    .orderBy(asc(member.createdAt), asc(member.id));
  return { id: workspace.id, name: workspace.name, role: scope.role, members };
}

/** Every workspace the user belongs to, for the switcher (by name). */
export function listWorkspaces(db: Database, userId: string) {
  return db
    .select({ id: organization.id, name: organization.name, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
    .orderBy(asc(organization.name), asc(organization.id));
}

/** The scope the user would have in `workspaceId`, or null when they do not belong to it. */
export async function scopeIn(db: Database, userId: string, workspaceId: string): Promise<Scope | null> {
  const [row] = await db.select({ role: member.role }).from(member).where(and(eq(member.userId, userId), eq(member.organizationId, workspaceId)));
  return row ? { userId, workspaceId, role: row.role === "admin" ? "admin" : "member" } : null;
}

export async function renameWorkspace(db: Database, scope: Scope, name: string) {
  await db.update(organization).set({ name }).where(eq(organization.id, scope.workspaceId));
  return getWorkspace(db, scope);
}

/** The workspace's memberships, locked: role changes and removals take turns, so two of them can never leave no admin. */
async function lockMembers(tx: Executor, workspaceId: string) {
  return tx
    .select({ userId: member.userId, role: member.role, createdAt: member.createdAt })
    .from(member)
    .where(eq(member.organizationId, workspaceId))
    .orderBy(asc(member.createdAt), asc(member.id))
    .for("update");
}

export async function changeMemberRole(db: Database, scope: Scope, targetUserId: string, role: WorkspaceRole) {
  await db.transaction(async (tx) => {
    const members = await lockMembers(tx, scope.workspaceId);
    const target = members.find((m) => m.userId === targetUserId);
    if (!target) throw notFound(WORKSPACE_MESSAGES.memberNotFound);
    const admins = members.filter((m) => m.role === "admin");
    if (target.role === "admin" && role !== "admin" && admins.length <= 1) throw new ApiError(400, WORKSPACE_MESSAGES.lastAdmin);
    await tx.update(member).set({ role }).where(and(eq(member.organizationId, scope.workspaceId), eq(member.userId, targetUserId)));
  });
  return getWorkspace(db, scope);
}

/**
 * Removes a member (an admin removing someone) or the caller (leaving). Their campaigns, contacts and pages stay in
 * the workspace, handed over to the admin who removes them (on leaving: to the earliest admin). The last admin can
 * neither leave nor be removed.
 */
export async function removeMember(db: Database, scope: Scope, targetUserId: string) {
  const leaving = targetUserId === scope.userId;
  if (!leaving && scope.role !== "admin") throw new ApiError(403, WORKSPACE_MESSAGES.adminOnlyTeam);
  await db.transaction(async (tx) => {
    const members = await lockMembers(tx, scope.workspaceId);
    const target = members.find((m) => m.userId === targetUserId);
    if (!target) throw notFound(WORKSPACE_MESSAGES.memberNotFound);
    const otherAdmins = members.filter((m) => m.role === "admin" && m.userId !== targetUserId);
    if (otherAdmins.length === 0) throw new ApiError(400, WORKSPACE_MESSAGES.lastAdmin);
    const heir = leaving ? otherAdmins[0].userId : scope.userId;
    await handOverRecords(tx, scope.workspaceId, targetUserId, heir);
    await tx.delete(member).where(and(eq(member.organizationId, scope.workspaceId), eq(member.userId, targetUserId)));
    // The removed person's sessions fall back to another of their workspaces (resolveScope) on their next request.
    await tx.execute(sql`update ${session} set active_organization_id = null where user_id = ${targetUserId} and active_organization_id = ${scope.workspaceId}`);
  });
}
