import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { readProxySettings, type ProxySettings } from "../config";
import type { PageUsage } from "../db/schema/ai-usage";
import type { GenerationInput } from "../page-input/generation-input";
import type { JudgeVerdict } from "./judge";

/** The answer of POST /api/openai-check (spec 7). */
export type ProviderCheck = {
  ok: boolean;
  status: number;
  message: string;
  diagnostics: { openaiKeyTail: string | null; hasHttpProxy: boolean; hasHttpsProxy: boolean; noProxySample: string };
};

export const emptyPageUsage = (): PageUsage => ({ promptTokens: 0, cachedTokens: 0, completionTokens: 0, costUsd: 0, requests: 0, latencyMs: 0, limitRequests: null, limitTokens: null });

/**
 * Collects the usage of every request made for one page (a re-write after failed quality gates adds to it).
 * `startBy`: a page that has not sent its first request when it aborts gives up unsent (its batch has no time left);
 * `started` says whether it had.
 */
export type UsageMeter = { usage: PageUsage; startBy?: AbortSignal; started?: boolean };

export const createUsageMeter = (): UsageMeter => ({ usage: emptyPageUsage() });

/** Writes one microsite's content. Implementations return content already validated by micrositeContentSchema (ids checked against the input). */
export interface AiProvider {
  readonly kind: "openai" | "builtin";
  /** `feedback`: why the previous draft of this page failed the quality gates (a provider that can use it asks for a fix). */
  generate(input: GenerationInput, signal?: AbortSignal, feedback?: string[], meter?: UsageMeter): Promise<MicrositeContent>;
  check(): Promise<ProviderCheck>;
  /**
   * The judge pass (issue 24 item 2), present when it is on (an AI provider, AI_JUDGE not false): the same provider
   * reads a written page for claims the facts do not support and for the framework's tone. Its usage joins the page's.
   */
  judge?(input: GenerationInput, content: MicrositeContent, signal?: AbortSignal, meter?: UsageMeter): Promise<JudgeVerdict>;
}

/** A failure with a message fit for the microsite's error column and the user. */
export class GenerationError extends Error {
  constructor(message: string, readonly retryable: boolean) {
    super(message);
  }
}

// The default serves the built-in writer, which has no config; the OpenAI provider passes the settings it uses.
export function proxyDiagnostics({ httpProxy, httpsProxy, noProxy }: ProxySettings = readProxySettings(process.env)) {
  return {
    hasHttpProxy: Boolean(httpProxy),
    hasHttpsProxy: Boolean(httpsProxy),
    // A few entries are enough to tell whether localhost / the provider host is excluded.
    noProxySample: noProxy.split(",").map((s) => s.trim()).filter(Boolean).slice(0, 5).join(","),
  };
}

/** Last four characters only: enough to tell keys apart, never enough to use one. */
export function keyTail(key: string | undefined): string | null {
  return key ? key.slice(-4) : null;
}
