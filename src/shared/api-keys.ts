import { z } from "zod";
import { requiredText, storableString } from "./schemas/text-fields";

/** read = GET, write = every other method, launch = the routes that generate pages (launch, regenerate, the page call). */
export const API_KEY_SCOPES = ["read", "write", "launch"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with it, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "ps_";

export const API_KEY_MESSAGES = {
  invalid: "Invalid or revoked API key",
  keysManageKeys: "API keys cannot manage API keys: sign in to the app to create or revoke them",
  missingScope: (scope: ApiKeyScope) => `This API key lacks the "${scope}" scope this request needs`,
  rateLimited: "Too many requests with this API key, try again shortly",
  notFound: "API key not found",
} as const;

export const createApiKeySchema = z.object({
  name: requiredText("Name is required", "Name", 100),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { message: `Scopes must be among ${API_KEY_SCOPES.join(", ")}` }))
    .min(1, "Choose at least one scope")
    .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

/** A key as lists show it: never the key, only its first characters. */
export const apiKeySummarySchema = z.object({
  id: z.uuid(),
  name: storableString(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  key_start: storableString(),
  created_at: z.iso.datetime(),
  last_used_at: z.iso.datetime().nullable(),
  revoked_at: z.iso.datetime().nullable(),
  created_by: storableString(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** The answer to creating a key: the only one that carries the key itself. */
export const createdApiKeySchema = apiKeySummarySchema.extend({ key: storableString() });
