import type { Context } from "hono";
import { API_KEY_MESSAGES } from "@/shared/api-keys";
import type { Database } from "../db/client";
import { ApiError, tooManyRequests } from "../http/errors";
import type { BeaconLimit } from "../http/beacon-limit";
import { authenticateApiKey } from "./api-key-lookup";
import type { AppEnv } from "../http/env";
import { isApiKeyManagement, requiredScope } from "./api-key-scope";

/** The key of an `Authorization: Bearer <key>` header, or null when the request carries none. */
export function bearerKey(c: Context): string | null {
  const header = c.req.header("authorization");
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * Authenticates a request by its API key, ahead of the route: the key's creator in the key's workspace, within
 * the key's scopes and its per-minute budget (`limit`, shared by every web process on PostgreSQL). Throws the 401/403/429 to answer.
 */
export function apiKeyAuthenticator(db: Database, limit: BeaconLimit) {
  return async (c: Context<AppEnv>, key: string) => {
    const caller = await authenticateApiKey(db, key);
    if (!caller) throw new ApiError(401, API_KEY_MESSAGES.invalid);
    if (isApiKeyManagement(c.req.path)) throw new ApiError(403, API_KEY_MESSAGES.keysManageKeys);
    const needed = requiredScope(c.req.method, c.req.path);
    if (!caller.scopes.includes(needed)) throw new ApiError(403, API_KEY_MESSAGES.missingScope(needed));
    const retryAfter = await limit(caller.keyId);
    if (retryAfter !== null) throw tooManyRequests(API_KEY_MESSAGES.rateLimited, retryAfter);
    c.set("user", caller.user);
    c.set("scope", caller.scope);
  };
}
