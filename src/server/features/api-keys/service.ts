import { randomBytes } from "node:crypto";
import { desc, eq, isNull } from "drizzle-orm";
import { API_KEY_MESSAGES, API_KEY_PREFIX, type ApiKeySummary, type createApiKeySchema } from "@/shared/api-keys";
import type { Database } from "@/server/db/client";
import { owned, ownership, type Scope } from "@/server/db/owner";
import { apiKeys, user as userTable } from "@/server/db/schema";
import { notFound } from "@/server/http/errors";
import type { z } from "zod";
import { hashApiKey } from "@/server/auth/api-key-lookup";

/** Shown in lists to tell keys apart: the prefix and a few random characters, never enough to guess the rest. */
const KEY_START_LENGTH = API_KEY_PREFIX.length + 6;

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
