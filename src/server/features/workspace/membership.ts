import { asc, eq, sql } from "drizzle-orm";
import { isWorkspaceRole } from "../../../shared/workspace";
import type { Database } from "../../db/client";
import type { Scope } from "../../db/owner";
import { member, organization } from "../../db/schema";

type NewUser = { id: string; name: string; email: string };

/** The id of the workspace created with an account (migration 0011 used the same rule for existing accounts). */
export const personalWorkspaceId = (userId: string) => `ws_${userId}`;

/** The scope of an account in its own workspace, where it is the admin (scripts and tests that call services). */
export const personalScope = (userId: string): Scope => ({ userId, workspaceId: personalWorkspaceId(userId), role: "admin" });

/** Every account has a workspace of its own, created at sign-up with the account as its admin. */
export async function createPersonalWorkspace(db: Database, user: NewUser): Promise<string> {
  const workspaceId = personalWorkspaceId(user.id);
  const name = user.name.trim() ? `${user.name.trim()}'s workspace` : "My workspace";
  await db.transaction(async (tx) => {
    await tx
      .insert(organization)
      .values({ id: workspaceId, name, slug: `ws-${user.id.toLowerCase()}` })
      .onConflictDoNothing();
    await tx
      .insert(member)
      .values({ id: `wm_${user.id}`, organizationId: workspaceId, userId: user.id, role: "admin" })
      .onConflictDoNothing();
  });
  return workspaceId;
}

/** The membership a new session starts in: the workspace joined most recently (an invited rep lands in the team's). */
export async function latestWorkspaceOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: member.organizationId })
    .from(member)
    .where(eq(member.userId, userId))
    .orderBy(sql`${member.createdAt} desc`)
    .limit(1);
  return row?.id ?? null;
}

/**
 * The scope of a request: the session's active workspace when the user still belongs to it, else their earliest
 * membership (removed from a team, they land back in their own), else a new personal workspace. One indexed read.
 */
export async function resolveScope(db: Database, user: NewUser, activeWorkspaceId: string | null | undefined): Promise<Scope> {
  const [row] = await db
    .select({ workspaceId: member.organizationId, role: member.role })
    .from(member)
    .where(eq(member.userId, user.id))
    .orderBy(sql`${member.organizationId} = ${activeWorkspaceId ?? ""} desc`, asc(member.createdAt))
    .limit(1);
  if (row && isWorkspaceRole(row.role)) return { userId: user.id, workspaceId: row.workspaceId, role: row.role };
  if (row) return { userId: user.id, workspaceId: row.workspaceId, role: "member" };
  return { userId: user.id, workspaceId: await createPersonalWorkspace(db, user), role: "admin" };
}
