/** An account's limits: requests and tokens per minute. */
export type AccountLimits = { rpm: number; tpm: number };

export type Admission = {
  ok: boolean;
  /** When refused: how long until the request would be admitted (the Retry-After). */
  retryAfterMs: number;
  /** Which limit refused it, in OpenAI's words. */
  reason: string;
  /** The x-ratelimit-* headers describing the account after this request. */
  headers: Record<string, string>;
};

/** A bucket refilled continuously at `capacity` per `periodMs`; `level` may go below zero when `debt` is allowed. */
class Bucket {
  private level: number;
  private at: number;
  constructor(
    readonly capacity: number,
    private readonly periodMs: number,
    now: number,
  ) {
    this.level = capacity;
    this.at = now;
  }
  private refill(now: number) {
    this.level = Math.min(this.capacity, this.level + ((now - this.at) * this.capacity) / this.periodMs);
    this.at = now;
  }
  levelAt(now: number) {
    this.refill(now);
    return this.level;
  }
  take(cost: number) {
    this.level -= cost;
  }
  /** Time until the level reaches `wanted`. */
  msUntil(wanted: number, now: number) {
    return Math.max(0, ((wanted - this.levelAt(now)) * this.periodMs) / this.capacity);
  }
}

/** Go-style durations as OpenAI writes them in x-ratelimit-reset-*: "20ms", "1.5s", "6m0s". */
export function formatResetDuration(ms: number): string {
  if (ms < 1000) return `${Math.ceil(ms)}ms`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Number(((ms - minutes * 60_000) / 1000).toFixed(3));
  return minutes > 0 ? `${minutes}m${seconds}s` : `${seconds}s`;
}

/**
 * The limits of one API key as a real account enforces them. Per minute: token buckets of RPM requests and TPM
 * tokens refilled continuously, which the x-ratelimit-* headers report. Per second: at most RPM/60 requests in any
 * one second (a sliding window) and about TPM/60 tokens a second (a bucket that one request may overdraw, or a page
 * larger than a second's share could never pass). So a burst that the per-minute headers allow still meets 429s.
 */
export function createAccountLimiter(limits: AccountLimits, now: number) {
  const minuteRequests = new Bucket(limits.rpm, 60_000, now);
  const minuteTokens = new Bucket(limits.tpm, 60_000, now);
  const secondTokens = new Bucket(limits.tpm / 60, 1000, now);
  const perSecond = Math.max(1, Math.floor(limits.rpm / 60));
  const recent: number[] = [];

  const headers = (at: number): Record<string, string> => ({
    "x-ratelimit-limit-requests": String(limits.rpm),
    "x-ratelimit-remaining-requests": String(Math.max(0, Math.floor(minuteRequests.levelAt(at)))),
    "x-ratelimit-reset-requests": formatResetDuration(minuteRequests.msUntil(limits.rpm, at)),
    "x-ratelimit-limit-tokens": String(limits.tpm),
    "x-ratelimit-remaining-tokens": String(Math.max(0, Math.floor(minuteTokens.levelAt(at)))),
    "x-ratelimit-reset-tokens": formatResetDuration(minuteTokens.msUntil(limits.tpm, at)),
  });

  return {
    admit(at: number, tokens: number): Admission {
      while (recent.length > 0 && recent[0] <= at - 1000) recent.shift();
      const refusals: Array<[string, number]> = [];
      if (minuteRequests.levelAt(at) < 1) refusals.push([`requests per min (RPM): Limit ${limits.rpm}`, minuteRequests.msUntil(1, at)]);
      if (recent.length >= perSecond) refusals.push([`requests per second: Limit ${perSecond}`, recent[0] + 1000 - at]);
      if (minuteTokens.levelAt(at) < tokens) refusals.push([`tokens per min (TPM): Limit ${limits.tpm}, Requested ${tokens}`, minuteTokens.msUntil(tokens, at)]);
      if (secondTokens.levelAt(at) <= 0) refusals.push([`tokens per second: Limit ${Math.round(limits.tpm / 60)}`, secondTokens.msUntil(1, at)]);
      if (refusals.length > 0) {
        const [reason, retryAfterMs] = refusals.reduce((a, b) => (b[1] > a[1] ? b : a));
        return { ok: false, retryAfterMs: Math.max(1, Math.ceil(retryAfterMs)), reason, headers: headers(at) };
      }
      minuteRequests.take(1);
      minuteTokens.take(tokens);
      secondTokens.take(tokens);
      recent.push(at);
      return { ok: true, retryAfterMs: 0, reason: "", headers: headers(at) };
    },
  };
}
