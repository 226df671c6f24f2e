import { createHash } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { API_KEY_PREFIX, type ApiKeyScope } from "@/shared/api-keys";
import { isWorkspaceRole } from "@/shared/workspace";
import type { Database } from "../db/client";
import type { Scope } from "../db/owner";
import { apiKeys, member, user as userTable } from "../db/schema";
import type { SessionUser } from "../http/env";

/** last_used_at is written at most this often per key: a write per request would cost more than the request. */
const LAST_USED_PRECISION_MS = 60_000;

/** Keys are 32 random bytes: a plain SHA-256 is enough to keep them unusable at rest (no slow hash needed). */
export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

export type ApiKeyCaller = { keyId: string; scopes: ApiKeyScope[]; user: SessionUser; scope: Scope };

/**
 * Who a presented key acts as: its creator, in the key's workspace with their role there today. Read from the
 * database on every request (no cache), so a revocation or a removal from the workspace holds at once in every
 * process. Null for an unknown or revoked key, or a creator no longer in the workspace.
 */
export async function authenticateApiKey(db: Database, key: string, now = new Date()): Promise<ApiKeyCaller | null> {
  if (!key.startsWith(API_KEY_PREFIX)) return null;
  const [row] = await db
    .select({ key: apiKeys, user: userTable, role: member.role })
    .from(apiKeys)
    .innerJoin(userTable, eq(userTable.id, apiKeys.userId))
    .innerJoin(member, and(eq(member.organizationId, apiKeys.workspaceId), eq(member.userId, apiKeys.userId)))
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return null;
  if (!row.key.lastUsedAt || now.getTime() - row.key.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    const stale = new Date(now.getTime() - LAST_USED_PRECISION_MS);
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.key.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
  }
  const u = row.user;
  return {
    keyId: row.key.id,
    scopes: row.key.scopes,
    user: { id: u.id, email: u.email, name: u.name, firstName: u.firstName, lastName: u.lastName },
    scope: { userId: u.id, workspaceId: row.key.workspaceId, role: isWorkspaceRole(row.role) ? row.role : "member" },
  };
}
