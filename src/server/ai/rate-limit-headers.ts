/** What a response says about the account's limits (OpenAI's x-ratelimit-* headers); null parts were not sent. */
export type RateLimitSnapshot = {
  limitRequests: number | null;
  remainingRequests: number | null;
  resetRequestsMs: number | null;
  limitTokens: number | null;
  remainingTokens: number | null;
  resetTokensMs: number | null;
};

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Go-style durations ("20ms", "1.5s", "6m0s"), as OpenAI writes x-ratelimit-reset-*; a bare number is seconds. */
export function parseDuration(text: string | null): number | null {
  if (!text) return null;
  const trimmed = text.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed) * 1000;
  let total = 0;
  let matched = "";
  for (const m of trimmed.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) {
    total += Number(m[1]) * UNIT_MS[m[2]];
    matched += m[0];
  }
  return matched === trimmed ? total : null;
}

const count = (headers: Headers, name: string) => {
  const value = Number(headers.get(name) ?? "");
  return headers.has(name) && Number.isFinite(value) ? value : null;
};

export function readRateLimitHeaders(headers: Headers): RateLimitSnapshot | null {
  const snapshot: RateLimitSnapshot = {
    limitRequests: count(headers, "x-ratelimit-limit-requests"),
    remainingRequests: count(headers, "x-ratelimit-remaining-requests"),
    resetRequestsMs: parseDuration(headers.get("x-ratelimit-reset-requests")),
    limitTokens: count(headers, "x-ratelimit-limit-tokens"),
    remainingTokens: count(headers, "x-ratelimit-remaining-tokens"),
    resetTokensMs: parseDuration(headers.get("x-ratelimit-reset-tokens")),
  };
  return Object.values(snapshot).some((v) => v !== null) ? snapshot : null;
}

/** Retry-After as milliseconds: OpenAI's retry-after-ms, else retry-after in seconds or as an HTTP date. */
export function readRetryAfterMs(headers: Headers, now: number): number | null {
  const ms = Number(headers.get("retry-after-ms") ?? "");
  if (headers.has("retry-after-ms") && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get("retry-after");
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : null;
}
