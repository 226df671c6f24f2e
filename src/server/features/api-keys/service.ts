import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, lt, or } from "drizzle-orm";
import { API_KEY_MESSAGES, API_KEY_PREFIX, type ApiKeyScope, type ApiKeySummary, type createApiKeySchema } from "../../../shared/api-keys";
import { isWorkspaceRole } from "../../../shared/workspace";
import type { Database } from "../../db/client";
import { owned, ownership, type Scope } from "../../db/owner";
import { apiKeys, member, user as userTable } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { SessionUser } from "../../http/env";
import type { z } from "zod";

/** Shown in lists to tell keys apart: the prefix and a few random characters, never enough to guess the rest. */
const KEY_START_LENGTH = API_KEY_PREFIX.length + 6;
/** last_used_at is written at most this often per key: a write per request would cost more than the request. */
const LAST_USED_PRECISION_MS = 60_000;

/** Keys are 32 random bytes: a plain SHA-256 is enough to keep them unusable at rest (no slow hash needed). */
export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

const summary = (row: typeof apiKeys.$inferSelect & { createdBy: string }): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  key_start: row.keyStart,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
  created_by: row.createdBy,
});

/** A new key for the caller in their workspace: the answer is the only time the key itself is ever seen. */
export async function createApiKey(db: Database, scope: Scope, input: z.output<typeof createApiKeySchema>) {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ ...ownership(scope), name: input.name, scopes: input.scopes, keyHash: hashApiKey(key), keyStart: key.slice(0, KEY_START_LENGTH) })
    .returning();
  const [creator] = await db.select({ name: userTable.name }).from(userTable).where(eq(userTable.id, scope.userId));
  return { ...summary({ ...row, createdBy: creator?.name ?? "" }), key };
}

/** The workspace's keys an admin sees (a member: their own), newest first, revoked ones included. */
export async function listApiKeys(db: Database, scope: Scope): Promise<ApiKeySummary[]> {
  const rows = await db
    .select({ key: apiKeys, createdBy: userTable.name })
    .from(apiKeys)
    .innerJoin(userTable, eq(userTable.id, apiKeys.userId))
    .where(owned(apiKeys, scope))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map((r) => summary({ ...r.key, createdBy: r.createdBy }));
}

export async function revokeApiKey(db: Database, scope: Scope, id: string) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(owned(apiKeys, scope, eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (row) return;
  const [already] = await db.select({ id: apiKeys.id }).from(apiKeys).where(owned(apiKeys, scope, eq(apiKeys.id, id)));
  if (!already) throw notFound(API_KEY_MESSAGES.notFound);
}

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
