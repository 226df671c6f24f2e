import { useMutation } from "@tanstack/react-query";
import { z } from "zod";

/** The answer of POST /api/openai-check (spec 3 "AI check result", spec 7). */
const providerCheckSchema = z.object({
  ok: z.boolean(),
  status: z.number(),
  message: z.string(),
  // null when signed out: the server shows the diagnostics to signed-in users only.
  diagnostics: z
    .object({
      openaiKeyTail: z.string().nullable(),
      hasHttpProxy: z.boolean(),
      hasHttpsProxy: z.boolean(),
      noProxySample: z.string(),
    })
    .nullable(),
});

export type ProviderDiagnostics = NonNullable<z.infer<typeof providerCheckSchema>["diagnostics"]>;

/** What the health page shows: the verdict, plus the raw answer exactly as received. */
export type ProviderCheckResult = {
  ok: boolean;
  status: number;
  message: string;
  diagnostics: ProviderDiagnostics | null;
  raw: unknown;
  checkedAt: Date;
};

const errorOf = (body: unknown) =>
  typeof body === "object" && body !== null && typeof (body as { error?: unknown }).error === "string" ? (body as { error: string }).error : null;

/**
 * Asks the server whether the AI provider answers. Never throws: a failure to reach the server, a
 * non-JSON body (spec 7: treated as failure) or an answer of the wrong shape is a "Not reachable" result.
 */
export async function checkAiProvider(fetchImpl: typeof fetch = fetch): Promise<ProviderCheckResult> {
  const checkedAt = new Date();
  let res: Response;
  try {
    res = await fetchImpl("/api/openai-check", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, status: 0, message: `Could not reach the server: ${reason}`, diagnostics: null, raw: null, checkedAt };
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, status: res.status, message: `openai-check returned non-JSON (${res.status})`, diagnostics: null, raw: text.slice(0, 2000), checkedAt };
  }
  const parsed = providerCheckSchema.safeParse(body);
  if (!parsed.success) {
    const message = errorOf(body) ?? `openai-check returned an unexpected answer (${res.status})`;
    return { ok: false, status: res.status, message, diagnostics: null, raw: body, checkedAt };
  }
  return { ...parsed.data, ok: parsed.data.ok && res.ok, raw: body, checkedAt };
}

export const useCheckAiProvider = () => useMutation({ mutationFn: () => checkAiProvider() });
