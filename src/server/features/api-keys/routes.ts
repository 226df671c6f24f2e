import { Hono } from "hono";
import { API_KEY_MESSAGES, createApiKeySchema } from "@/shared/api-keys";
import type { AppDeps } from "../deps";
import type { AppEnv } from "@/server/http/env";
import { idParam } from "@/server/http/id-param";
import { validate } from "@/server/http/validate";
import { createApiKey, listApiKeys, revokeApiKey } from "./service";

/** /api/api-keys: a workspace's API keys, managed from a signed-in session only (a key is refused here). */
export function apiKeyRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listApiKeys(db, c.var.scope)))
    .post("/", validate("json", createApiKeySchema), async (c) => c.json(await createApiKey(db, c.var.scope, c.req.valid("json")), 201))
    .delete("/:id", idParam(API_KEY_MESSAGES.notFound), async (c) => {
      await revokeApiKey(db, c.var.scope, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
