import type { AiResponseFormat } from "../config";

/**
 * How we talk to an OpenAI-compatible provider. Tests shorten these through createOpenAiProvider's options;
 * production uses the defaults, with the request timeout, answer length and format from the configuration.
 */
export const AI_SETTINGS = {
  // A structured answer for one page takes 5-20 s on current hosted models; past 60 s the provider is stuck. A local
  // model on a CPU is slower: AI_REQUEST_TIMEOUT_MS.
  timeoutMs: 60_000,
  // Our retries of 408/409/5xx and connection errors, exponential backoff (0.5 s doubling, capped at 8 s, honouring
  // Retry-After). The queue retries the whole microsite again on top of this.
  maxRetries: 3,
  // A 429 is retried when the provider says (Retry-After) and does not count as a failure: at the account's limit
  // a few are normal. Past this many for one request the page goes back to the queue.
  rateLimitRetries: 12,
  // An answer that is not valid JSON for our schema is asked for again this many times before giving up.
  invalidOutputRetries: 1,
  temperature: 0.8,
  maxTokens: 2_000,
} as const;

export type AiSettings = { [K in keyof typeof AI_SETTINGS]: number } & { responseFormat: AiResponseFormat };
