import { and, asc, eq, gt, lte, or } from "drizzle-orm";
import { INVITATION_LIMITS, invitationLimitMessage } from "@/shared/workspace";
import type { Database, Executor } from "@/server/db/client";
import type { Scope } from "@/server/db/owner";
import { invitationSends, organization, user } from "@/server/db/schema";
import { tooManyRequests } from "@/server/http/errors";

const WINDOW_MS = INVITATION_LIMITS.windowMinutes * 60_000;

/**
 * Seconds until the sends matching `where` within the window fall below `max` again, or 0 when one more may go now.
 * A sliding window: the limit holds over any hour, not per clock hour.
 */
async function secondsUntilRoom(tx: Executor, where: ReturnType<typeof and>, max: number, now: Date): Promise<number> {
  const sent = await tx.select({ at: invitationSends.createdAt }).from(invitationSends).where(where).orderBy(asc(invitationSends.createdAt));
  if (sent.length < max) return 0;
  const frees = sent[sent.length - max].at.getTime() + WINDOW_MS;
  return Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
}

/**
 * Takes one invitation from the inviting account's and the workspace's hourly budgets, or refuses with 429 and
 * Retry-After. The counts live in the database and are read under row locks on the account and the workspace, so the
 * limits are exact across every web process on PostgreSQL (two requests can never both take the last one).
 */
export async function reserveInvitationSend(db: Database, scope: Scope, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS);
  await db.transaction(async (tx) => {
    // Always the account first, then the workspace: two inviters never wait on each other in opposite orders.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, scope.userId)).for("no key update");
    await tx.select({ id: organization.id }).from(organization).where(eq(organization.id, scope.workspaceId)).for("no key update");
    // Sends older than the window count for nothing any more: this account's and workspace's go as they are passed.
    await tx
      .delete(invitationSends)
      .where(and(or(eq(invitationSends.userId, scope.userId), eq(invitationSends.workspaceId, scope.workspaceId)), lte(invitationSends.createdAt, since)));
    const recent = gt(invitationSends.createdAt, since);
    const account = await secondsUntilRoom(tx, and(eq(invitationSends.userId, scope.userId), recent), INVITATION_LIMITS.perAccount, now);
    if (account > 0) throw tooManyRequests(invitationLimitMessage("account", account), account);
    const workspace = await secondsUntilRoom(tx, and(eq(invitationSends.workspaceId, scope.workspaceId), recent), INVITATION_LIMITS.perWorkspace, now);
    if (workspace > 0) throw tooManyRequests(invitationLimitMessage("workspace", workspace), workspace);
    await tx.insert(invitationSends).values({ userId: scope.userId, workspaceId: scope.workspaceId, createdAt: now });
  });
}
