import { randomBytes } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { isWorkspaceRole } from "@/shared/workspace";
import type { Database, Executor } from "./client";
import type { Scope } from "./owner";
import { member, organization, user as userTable } from "./schema";

type NewUser = { id: string; name: string; email: string };

/** The id of the workspace created with an account (migration 0011 used the same rule for existing accounts). */
export const personalWorkspaceId = (userId: string) => `ws_${userId}`;

/** The scope of an account in its own workspace, where it is the admin (scripts and tests that call services). */
export const personalScope = (userId: string): Scope => ({ userId, workspaceId: personalWorkspaceId(userId), role: "admin" });

const workspaceName = (user: NewUser) => (user.name.trim() ? `${user.name.trim()}'s workspace` : "My workspace");

/**
 * Creates the workspace `workspaceId` with `user` as its admin, only if no workspace has that id yet: a membership is
 * never added to an existing workspace here, so a person removed from the workspace they founded cannot come back
 * through this path (issue 23 item 3). Answers whether it was created.
 */
async function foundWorkspace(tx: Executor, user: NewUser, workspaceId: string, memberId: string): Promise<boolean> {
  const created = await tx
    .insert(organization)
    .values({ id: workspaceId, name: workspaceName(user), slug: workspaceId.replace("_", "-").toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: organization.id });
  if (created.length === 0) return false;
  await tx.insert(member).values({ id: memberId, organizationId: workspaceId, userId: user.id, role: "admin" });
  return true;
}

/**
 * Every account has a workspace of its own, created at sign-up with the account as its admin, under the fixed id
 * `ws_<userId>`. Should that id be taken already, the account gets a workspace with a new id instead.
 */
export async function createPersonalWorkspace(db: Database, user: NewUser): Promise<string> {
  return db.transaction(async (tx) => {
    const workspaceId = personalWorkspaceId(user.id);
    if (await foundWorkspace(tx, user, workspaceId, `wm_${user.id}`)) return workspaceId;
    return openFreshWorkspace(tx, user);
  });
}

async function openFreshWorkspace(tx: Executor, user: NewUser): Promise<string> {
  const suffix = randomBytes(12).toString("hex");
  const workspaceId = `ws_${suffix}`;
  await foundWorkspace(tx, user, workspaceId, `wm_${suffix}`);
  return workspaceId;
}

/**
 * A user who belongs to no workspace any more (removed from, or left, every one, their own included) gets a NEW
 * workspace of their own, never the one they were removed from. The user's row is locked while looking, so two
 * requests arriving at once open one workspace, not two.
 */
async function ensureOwnWorkspace(db: Database, user: NewUser): Promise<Scope> {
  return db.transaction(async (tx) => {
    await tx.select({ id: userTable.id }).from(userTable).where(eq(userTable.id, user.id)).for("no key update");
    const [row] = await tx.select({ workspaceId: member.organizationId, role: member.role }).from(member).where(eq(member.userId, user.id)).orderBy(asc(member.createdAt)).limit(1);
    if (row) return { userId: user.id, workspaceId: row.workspaceId, role: isWorkspaceRole(row.role) ? row.role : "member" };
    return { userId: user.id, workspaceId: await openFreshWorkspace(tx, user), role: "admin" };
  });
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
 * membership (removed from a team, they land back in their own), else a new workspace of their own. One indexed read.
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
  return ensureOwnWorkspace(db, user);
}
