import { createHash } from "node:crypto";

// OpenAI caches prompts from 1,024 tokens on, and reports cache hits in steps of 128 tokens.
export const CACHE_MIN_TOKENS = 1024;
export const CACHE_STEP_TOKENS = 128;

/** The prefix lengths the provider could cache for a prompt of `length` tokens: 1,024, 1,152, ... */
export function cacheableLengths(length: number): number[] {
  const out: number[] = [];
  for (let n = CACHE_MIN_TOKENS; n <= length; n += CACHE_STEP_TOKENS) out.push(n);
  return out;
}

/** A provider-side prompt cache: remembers the prefixes of prompts it served; a later prompt reads the longest one. */
export function createPromptCache() {
  const seen = new Set<string>();
  const prefixHashes = (tokens: number[]): Array<[number, string]> => {
    const hash = createHash("sha1");
    let done = 0;
    return cacheableLengths(tokens.length).map((length) => {
      hash.update(Uint32Array.from(tokens.slice(done, length)));
      done = length;
      return [length, hash.copy().digest("hex")];
    });
  };
  return {
    /** Tokens of `tokens` served from the cache. */
    lookup(tokens: number[]): number {
      let cached = 0;
      for (const [length, key] of prefixHashes(tokens)) {
        if (!seen.has(key)) break;
        cached = length;
      }
      return cached;
    },
    remember(tokens: number[]) {
      for (const [, key] of prefixHashes(tokens)) seen.add(key);
    },
  };
}
