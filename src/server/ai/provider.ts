import type { MicrositeContent } from "../../shared/schemas/microsite-content";
import type { GenerationInput } from "./generation-input";

/** The answer of POST /api/openai-check (spec 7). */
export type ProviderCheck = {
  ok: boolean;
  status: number;
  message: string;
  diagnostics: { openaiKeyTail: string | null; hasHttpProxy: boolean; hasHttpsProxy: boolean; noProxySample: string };
};

/** Writes one microsite's content. Implementations return content already validated by micrositeContentSchema. */
export interface AiProvider {
  readonly kind: "openai" | "builtin";
  generate(input: GenerationInput, signal?: AbortSignal): Promise<MicrositeContent>;
  check(): Promise<ProviderCheck>;
}

/** A failure with a message fit for the microsite's error column and the user. */
export class GenerationError extends Error {
  constructor(message: string, readonly retryable: boolean) {
    super(message);
  }
}

export function proxyDiagnostics(env: NodeJS.ProcessEnv = process.env) {
  const noProxy = env.NO_PROXY ?? env.no_proxy ?? "";
  return {
    hasHttpProxy: Boolean(env.HTTP_PROXY || env.http_proxy),
    hasHttpsProxy: Boolean(env.HTTPS_PROXY || env.https_proxy),
    // A few entries are enough to tell whether localhost / the provider host is excluded.
    noProxySample: noProxy.split(",").map((s) => s.trim()).filter(Boolean).slice(0, 5).join(","),
  };
}

/** Last four characters only: enough to tell keys apart, never enough to use one. */
export function keyTail(key: string | undefined): string | null {
  return key ? key.slice(-4) : null;
}
