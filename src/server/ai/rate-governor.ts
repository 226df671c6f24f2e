import type { Clock } from "./clock";
import type { RateLimitSnapshot } from "./rate-limit-headers";

export type GovernorOptions = {
  /** Requests in flight at the start (AI_CONCURRENCY). */
  initial: number;
  /** Never more than this many in flight (AI_MAX_CONCURRENCY). */
  max: number;
  clock: Clock;
};

export type GovernorStats = {
  concurrency: number;
  peakInFlight: number;
  rateLimited: number;
  /** The share of the account's published limits this process aims at (1 = all of it). */
  share: number;
  limitRequests: number | null;
  limitTokens: number | null;
  /** Without published limits: the pace 429s taught, in requests per minute. */
  learnedRpm: number | null;
};

export type Permit = {
  succeeded(outcome: { latencyMs: number; tokens: number; limits: RateLimitSnapshot | null }): void;
  rateLimited(outcome: { retryAfterMs: number | null; limits: RateLimitSnapshot | null }): void;
  failed(): void;
};

// Aim a little under the published limits: requests sent evenly still arrive with jitter, and pages differ in size.
export const LIMIT_MARGIN = 0.95;
// A 429 cuts the share (several processes on one key) and the concurrency by this factor, once per cooling period.
const DECREASE = 0.75;
// Each success wins back this much share: slow enough that workers sharing a key meet few 429s while probing.
const SHARE_STEP = 0.01;
const MIN_SHARE = 0.05;
// Without Retry-After, a 429 pauses every start this long, doubling while 429s go on (capped).
const BACKOFF_MS = { first: 1000, max: 30_000 };
const EWMA = 0.1;
const SENDING_WINDOW_MS = 2000;

/**
 * Decides when the next request to the provider may start (issue 14 item 1). Two controls:
 *
 * - pacing, when the provider publishes its limits (x-ratelimit-limit-*): starts are spaced so that requests and
 *   tokens per second stay just under limit / 60 times this process's share. Providers enforce limits per second as
 *   well as per minute, so an even pace, not a burst, is what runs at the limit. The share starts at 1, drops on
 *   a 429 and creeps back on success (AIMD): several worker processes on one key settle on splitting the account.
 *   Remaining requests or tokens running out (the headers count every process on the key) pause starts until they
 *   refill.
 * - concurrency, between 1 and `max`: with limits known, enough requests in flight to hold the pace at the observed
 *   latency (Little's law); without them (Ollama, vLLM), grown while latency stays near its best and no 429 comes,
 *   cut when latency climbs (the server is queueing) or on a 429.
 *
 * Retry-After pauses every start, not only the refused request's.
 */
export function createRateGovernor(options: GovernorOptions) {
  const { clock } = options;
  const max = Math.max(1, options.max);
  let limit = Math.min(max, Math.max(1, options.initial));
  let active = 0;
  let peakInFlight = 0;
  let rateLimitedCount = 0;
  let share = 1;
  let limits: { requests: number | null; tokens: number | null } = { requests: null, tokens: null };
  // Without published limits, the request rate 429s taught us (requests per minute), probed upwards on success.
  let learnedRpm: number | null = null;
  const recentStarts: number[] = [];
  let firstStartAt = Infinity;
  let tokensPerRequest: number | null = null;
  let latencyMs: number | null = null;
  let bestLatencyMs = Infinity;
  let nextStartAt = 0;
  let pausedUntil = 0;
  let lastCutAt = -Infinity;
  let backoffMs = 0;
  let sawRateLimit = false;
  const waiting: Array<{ tokens: number; start: () => void }> = [];
  let timer: Promise<void> | null = null;

  const coolingMs = () => Math.max(1000, latencyMs ?? 0);

  /** Milliseconds one request of `tokens` takes out of this process's share of the account's per-minute limits. */
  function spacing(tokens: number): number {
    const perMinute = (limitValue: number | null, cost: number) => (limitValue ? (cost * 60_000) / (limitValue * LIMIT_MARGIN * share) : 0);
    return Math.max(perMinute(limits.requests ?? learnedRpm, 1), perMinute(limits.tokens, tokensPerRequest ?? tokens));
  }

  /** Concurrency that keeps the pace busy at the current latency, with room for latency spread. */
  function pacedConcurrency(): number {
    const gap = spacing(tokensPerRequest ?? 0);
    if (gap <= 0 || latencyMs === null) return limit;
    return Math.min(max, Math.max(1, Math.ceil((latencyMs / gap) * 1.25) + 1));
  }

  function pump() {
    while (waiting.length > 0 && active < Math.floor(limit)) {
      const now = clock.now();
      const startAt = Math.max(nextStartAt, pausedUntil);
      if (startAt > now) {
        if (!timer) {
          timer = clock.sleep(startAt - now).then(() => {
            timer = null;
            pump();
          });
        }
        return;
      }
      const next = waiting.shift()!;
      // Keep to the schedule: a start that a busy event loop made late lets the next one follow sooner. At most one
      // interval is made up, so an idle spell is not saved up into a burst; and a request bigger than a second's share
      // (providers refill limits every second) still waits for the part of it that has not refilled.
      const gap = spacing(next.tokens);
      nextStartAt = Math.max(Math.max(now - gap, nextStartAt) + gap, now + Math.max(0, gap - 1000));
      firstStartAt = Math.min(firstStartAt, now);
      recentStarts.push(now);
      while (recentStarts[0] < now - SENDING_WINDOW_MS) recentStarts.shift();
      active += 1;
      peakInFlight = Math.max(peakInFlight, active);
      next.start();
    }
  }

  function learnLimits(snapshot: RateLimitSnapshot | null, now: number) {
    if (!snapshot) return;
    limits = { requests: snapshot.limitRequests ?? limits.requests, tokens: snapshot.limitTokens ?? limits.tokens };
    // The account (every process on the key) is about to run dry: wait until one more request's worth refills.
    const refillWait = (remaining: number | null, limitValue: number | null, needed: number) =>
      remaining !== null && limitValue && remaining < needed ? ((needed - remaining) * 60_000) / limitValue : 0;
    const wait = Math.max(
      refillWait(snapshot.remainingRequests, snapshot.limitRequests, 2),
      refillWait(snapshot.remainingTokens, snapshot.limitTokens, 2 * (tokensPerRequest ?? 0)),
    );
    if (wait > 0) {
      pausedUntil = Math.max(pausedUntil, now + wait);
      cut(now, false);
    }
  }

  /** Multiplicative decrease, once per cooling period: a burst of 429s from one moment counts once. */
  function cut(now: number, concurrencyToo: boolean, shareToo = true) {
    if (now - lastCutAt < coolingMs()) return;
    lastCutAt = now;
    if (shareToo) share = Math.max(MIN_SHARE, share * DECREASE);
    if (concurrencyToo) limit = Math.max(1, limit * DECREASE);
  }

  function release() {
    active -= 1;
    pump();
  }

  function permit(): Permit {
    let settled = false;
    const once = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      release();
    };
    return {
      succeeded: ({ latencyMs: latency, tokens, limits: snapshot }) =>
        once(() => {
          const now = clock.now();
          backoffMs = 0;
          // Quick to believe a faster answer, slow to believe a slower one: one cold start does not look like queueing.
          latencyMs = latencyMs === null ? latency : latencyMs + (latency < latencyMs ? 0.5 : EWMA) * (latency - latencyMs);
          bestLatencyMs = Math.min(bestLatencyMs, latency);
          if (tokens > 0) tokensPerRequest = tokensPerRequest === null ? tokens : tokensPerRequest + EWMA * (tokens - tokensPerRequest);
          learnLimits(snapshot, now);
          share = Math.min(1, share + SHARE_STEP);
          if (learnedRpm !== null && !limits.requests) learnedRpm *= 1 + SHARE_STEP;
          if (limits.requests || limits.tokens || learnedRpm !== null) {
            limit = pacedConcurrency();
          } else if (latencyMs > 2 * bestLatencyMs) {
            // The server queues our requests: more in flight would only add latency.
            if (now - lastCutAt >= coolingMs()) {
              lastCutAt = now;
              limit = Math.max(1, limit * 0.9);
            }
          } else {
            // Slow start until the first 429, then one more request per round trip.
            limit = Math.min(max, limit + (sawRateLimit ? 1 / limit : 1));
          }
        }),
      rateLimited: ({ retryAfterMs, limits: snapshot }) =>
        once(() => {
          const now = clock.now();
          rateLimitedCount += 1;
          sawRateLimit = true;
          learnLimits(snapshot, now);
          const published = Boolean(limits.requests || limits.tokens);
          if (!published && now - lastCutAt >= coolingMs()) {
            // The pace we were sending at was too fast: the limit is below it.
            const window = Math.max(1000, Math.min(SENDING_WINDOW_MS, now - firstStartAt));
            const sending = (recentStarts.filter((t) => t >= now - window).length * 60_000) / window;
            learnedRpm = Math.max(1, Math.min(learnedRpm ?? Infinity, sending) * DECREASE);
          }
          // Unpublished limits are cut through the learned pace alone.
          cut(now, true, published);
          if (retryAfterMs === null) backoffMs = backoffMs === 0 ? BACKOFF_MS.first : Math.min(BACKOFF_MS.max, backoffMs * 2);
          pausedUntil = Math.max(pausedUntil, now + (retryAfterMs ?? backoffMs));
        }),
      failed: () => once(() => {}),
    };
  }

  return {
    /**
     * Waits for a turn to send one request of about `tokens` tokens. A retry asks `first`: it goes before requests
     * that have not been tried yet.
     */
    acquire(tokens: number, signal?: AbortSignal, first = false): Promise<Permit> {
      return new Promise((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const entry = {
          tokens,
          start: () => {
            signal?.removeEventListener("abort", onAbort);
            resolve(permit());
          },
        };
        const onAbort = () => {
          const index = waiting.indexOf(entry);
          if (index >= 0) waiting.splice(index, 1);
          reject(signal!.reason);
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        if (first) waiting.unshift(entry);
        else waiting.push(entry);
        pump();
      });
    },
    stats(): GovernorStats {
      return { concurrency: Math.floor(limit), peakInFlight, rateLimited: rateLimitedCount, share, limitRequests: limits.requests, limitTokens: limits.tokens, learnedRpm };
    },
  };
}

export type RateGovernor = ReturnType<typeof createRateGovernor>;
