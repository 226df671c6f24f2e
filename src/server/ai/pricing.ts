/** US dollars per million tokens: fresh prompt, prompt read from the provider's cache, and completion. */
export type TokenPrice = { input: number; cachedInput: number; output: number };

export type TokenUsage = { promptTokens: number; cachedTokens: number; completionTokens: number };

/**
 * OpenAI's list prices (standard tier) for the chat models people pick for copy. A dated snapshot
 * ("gpt-4o-mini-2024-07-18") takes the price of the longest name it starts with. AI_PRICE_* overrides any of these
 * and prices every other model (Azure deployments, Ollama, vLLM).
 */
export const MODEL_PRICES: Record<string, TokenPrice> = {
  "gpt-5": { input: 1.25, cachedInput: 0.125, output: 10 },
  "gpt-5-mini": { input: 0.25, cachedInput: 0.025, output: 2 },
  "gpt-5-nano": { input: 0.05, cachedInput: 0.005, output: 0.4 },
  "gpt-4.1": { input: 2, cachedInput: 0.5, output: 8 },
  "gpt-4.1-mini": { input: 0.4, cachedInput: 0.1, output: 1.6 },
  "gpt-4.1-nano": { input: 0.1, cachedInput: 0.025, output: 0.4 },
  "gpt-4o": { input: 2.5, cachedInput: 1.25, output: 10 },
  "gpt-4o-mini": { input: 0.15, cachedInput: 0.075, output: 0.6 },
  "o4-mini": { input: 1.1, cachedInput: 0.275, output: 4.4 },
  "o3-mini": { input: 1.1, cachedInput: 0.55, output: 4.4 },
  "gpt-3.5-turbo": { input: 0.5, cachedInput: 0.5, output: 1.5 },
};

export type PriceOverrides = Partial<TokenPrice>;

/** The price of `model`: the table's, with any configured part on top; null when neither knows the model. */
export function priceFor(model: string, overrides: PriceOverrides = {}): TokenPrice | null {
  const name = model.toLowerCase();
  const known = Object.keys(MODEL_PRICES)
    .filter((key) => name === key || name.startsWith(`${key}-`))
    .sort((a, b) => b.length - a.length)[0];
  const base = known ? MODEL_PRICES[known] : null;
  if (!base && overrides.input === undefined && overrides.output === undefined) return null;
  const input = overrides.input ?? base?.input ?? 0;
  // A provider without a cache discount bills cached tokens as fresh ones.
  return { input, cachedInput: overrides.cachedInput ?? base?.cachedInput ?? input, output: overrides.output ?? base?.output ?? 0 };
}

/** Dollars for `usage` at `price`; cached tokens are part of the prompt tokens, billed at the cached rate. */
export function costUsd(usage: TokenUsage, price: TokenPrice | null): number {
  if (!price) return 0;
  const fresh = Math.max(0, usage.promptTokens - usage.cachedTokens);
  return (fresh * price.input + usage.cachedTokens * price.cachedInput + usage.completionTokens * price.output) / 1_000_000;
}
