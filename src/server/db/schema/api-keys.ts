import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ApiKeyScope } from "@/shared/api-keys";
import { user } from "./auth";
import { createdAt, id, workspaceId } from "./columns";

/**
 * A workspace's API keys: a key acts as its creator in that workspace, within its scopes. Only the SHA-256 of the
 * key is kept (the key itself is shown once); `keyStart` is its first characters, to tell keys apart in a list.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    workspaceId: workspaceId(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scopes: text("scopes").array().$type<ApiKeyScope[]>().notNull(),
    keyHash: text("key_hash").notNull(),
    keyStart: text("key_start").notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_keys_key_hash_unique").on(t.keyHash), index("api_keys_workspace_created_idx").on(t.workspaceId, t.createdAt)],
);
