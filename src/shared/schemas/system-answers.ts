import { z } from "zod";
import { storableString } from "./text-fields";

/**
 * POST /api/openai-check: can the configured writer be reached? `status` is the answer's HTTP status; diagnostics are
 * for a signed-in user only (null otherwise).
 */
export const providerCheckAnswerSchema = z.object({
  ok: z.boolean(),
  status: z.number().int(),
  message: storableString(),
  diagnostics: z.object({ openaiKeyTail: storableString().nullable(), hasHttpProxy: z.boolean(), hasHttpsProxy: z.boolean(), noProxySample: storableString() }).nullable(),
});

/** GET /api/openapi.json: an OpenAPI 3.1 document (the OpenAPI specification describes every part of it). */
export const openApiDocumentSchema = z
  .object({ openapi: storableString().regex(/^3\.1\./), info: z.object({ title: storableString(), version: storableString() }).loose(), paths: z.record(storableString(), z.record(storableString(), z.unknown())) })
  .loose();
