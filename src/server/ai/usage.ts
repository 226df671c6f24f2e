import { costUsd, type TokenPrice } from "./pricing";
import type { PageUsage } from "../db/schema/ai-usage";
import type { RateLimitSnapshot } from "./rate-limit-headers";

/** The `usage` of a chat completion, as OpenAI-compatible providers send it (details are optional). */
export type CompletionUsage = { prompt_tokens: number; completion_tokens: number; prompt_tokens_details?: { cached_tokens?: number } | null };

/** Adds one answered request to a page's usage. */
export function recordUsage(page: PageUsage, usage: CompletionUsage | undefined, latencyMs: number, limits: RateLimitSnapshot | null, price: TokenPrice | null) {
  const tokens = {
    promptTokens: usage?.prompt_tokens ?? 0,
    cachedTokens: usage?.prompt_tokens_details?.cached_tokens ?? 0,
    completionTokens: usage?.completion_tokens ?? 0,
  };
  page.promptTokens += tokens.promptTokens;
  page.cachedTokens += tokens.cachedTokens;
  page.completionTokens += tokens.completionTokens;
  page.costUsd += costUsd(tokens, price);
  page.requests += 1;
  page.latencyMs += latencyMs;
  page.limitRequests = limits?.limitRequests ?? page.limitRequests;
  page.limitTokens = limits?.limitTokens ?? page.limitTokens;
}
