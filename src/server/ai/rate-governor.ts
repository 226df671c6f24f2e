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
  /** `completionTokens`: the answer's length, so a long answer is not mistaken for queueing. */
  succeeded(outcome: { latencyMs: number; tokens: number; completionTokens?: number; limits: RateLimitSnapshot | null }): void;
  rateLimited(outcome: { retryAfterMs: number | null; limits: RateLimitSnapshot | null }): void;
  /** `timedOut`: the request ran out of time, which on a server without limits means it queued behind ours. */
  failed(outcome?: { timedOut: boolean }): void;
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
// An answer this much slower per token than the best one waited in the server's queue.
const QUEUE_TOLERANCE = 1.5;
// Short answers are dominated by reading the prompt: their time per token says little.
const MIN_TOKENS_FOR_PACE = 64;
// Without published limits (a local engine), a request may take this many times the slowest answer seen before it is
// given up: a CPU model slows down with its machine's load, and a request given up there is lost work.
const PATIENCE = 3;

/**
 * Decides when the next request to the provider may start (issue 14 item 1). Two controls:
 *
 * - pacing, when the provider publishes its limits (x-ratelimit-limit-*): requests and tokens per second stay just
 *   under limit / 60 times this process's share. Providers enforce limits per second as well as per minute, so
 *   tokens are spaced evenly and requests go at most a second's share per (slightly stretched) second: the account's
 *   pace from the first answer's headers on, without a burst beyond what one second allows. The share starts at 1, drops on
 *   a 429 and creeps back on success (AIMD): several worker processes on one key settle on splitting the account.
 *   Remaining requests or tokens running out (the headers count every process on the key) pause starts until they
 *   refill.
 * - concurrency, between 1 and `max`: the first request goes alone, since nothing is known of the server yet. With
 *   limits known (the first answer's headers), enough requests in flight to hold the pace at the observed latency
 *   (Little's law); without them (Ollama, llama.cpp, vLLM), a slow start from one request that doubles per round trip
 *   up to `initial`, then grows by one per round trip, while answers keep their best time per token. An answer slower
 *   than that by QUEUE_TOLERANCE waited in the server's queue: concurrency drops in proportion and stops doubling. A
 *   timeout is a request that queued too long: concurrency halves and never again climbs to the level that timed out,
 *   so a one-slot server ends up with one or two requests, not dozens waiting to time out. A timeout with nothing else
 *   of ours in flight is a model slower than the timeout: `timeoutMs` lengthens it, as it does for slow answers.
 *
 * Retry-After pauses every start, not only the refused request's.
 */
export function createRateGovernor(options: GovernorOptions) {
  const { clock } = options;
  const max = Math.max(1, options.max);
  const slowStartUntil = Math.min(max, Math.max(1, options.initial));
  let limit = 1;
  let answered = false;
  // Never again this many in flight: a level at which a request timed out.
  let ceiling = max;
  let bestMsPerToken = Infinity;
  let active = 0;
  let peakInFlight = 0;
  let rateLimitedCount = 0;
  let share = 1;
  let limits: { requests: number | null; tokens: number | null } = { requests: null, tokens: null };
  // Without published limits, the request rate 429s taught us (requests per minute), probed upwards on success.
  let learnedRpm: number | null = null;
  const recentStarts: number[] = [];
  // Starts within the last request window (published request limits): what the account's per-second count holds.
  const windowStarts: number[] = [];
  let firstStartAt = Infinity;
  let tokensPerRequest: number | null = null;
  let latencyMs: number | null = null;
  let nextStartAt = 0;
  let pausedUntil = 0;
  let lastCutAt = -Infinity;
  let backoffMs = 0;
  let sawRateLimit = false;
  // Without published limits: how long a request may take, learned from answer times and lone timeouts (0: unknown).
  let patienceMs = 0;
  const waiting: Array<{ tokens: number; start: () => void }> = [];
  let timer: Promise<void> | null = null;

  const coolingMs = () => Math.max(1000, latencyMs ?? 0);

  const perMinuteGap = (limitValue: number | null, cost: number) => (limitValue ? (cost * 60_000) / (limitValue * LIMIT_MARGIN * share) : 0);

  /**
   * Milliseconds between starts that one request of `tokens` takes out of this process's share of the account's
   * per-minute tokens, and of a learned request pace. Published request limits are kept by `requestWindow` instead.
   */
  function spacing(tokens: number): number {
    return Math.max(limits.requests ? 0 : perMinuteGap(learnedRpm, 1), perMinuteGap(limits.tokens, tokensPerRequest ?? tokens));
  }

  /**
   * A published request limit as the account counts it, per second (a limit of 1,200 a minute is 20 in any one
   * second): this process's share of a second's requests may start together, then the next ones a window later. The
   * window is a second stretched by the margin, so the average pace is the same as evenly spaced starts, but a short
   * launch does not spend its last second trickling out what the account would have taken at once.
   */
  function requestWindow(): { count: number; ms: number } | null {
    if (!limits.requests) return null;
    const perSecond = (limits.requests / 60) * share;
    const count = Math.max(1, Math.floor(perSecond));
    return { count, ms: (count * 1000) / (perSecond * LIMIT_MARGIN) };
  }

  /** When the request window lets the next start go: once the oldest start that fills it has left. */
  function windowOpensAt(now: number): number {
    const window = requestWindow();
    while (windowStarts.length > 0 && windowStarts[0] <= now - (window?.ms ?? 1000)) windowStarts.shift();
    if (!window || windowStarts.length < window.count) return 0;
    return windowStarts[windowStarts.length - window.count] + window.ms;
  }

  /** Concurrency that keeps the pace busy at the current latency, with room for latency spread and one window's burst. */
  function pacedConcurrency(): number {
    const window = requestWindow();
    const gap = Math.max(spacing(tokensPerRequest ?? 0), window ? window.ms / window.count : 0);
    if (gap <= 0 || latencyMs === null) return limit;
    return Math.min(max, Math.max(1, Math.ceil((latencyMs / gap) * 1.25) + (window?.count ?? 1)));
  }

  function pump() {
    while (waiting.length > 0 && active < (answered ? Math.floor(limit) : 1)) {
      const now = clock.now();
      const startAt = Math.max(nextStartAt, pausedUntil, windowOpensAt(now));
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
      windowStarts.push(now);
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

  /** Concurrency against a server that publishes no limits: what its answer times say about its queue. */
  function adaptToLatency(latency: number, completionTokens: number | undefined, now: number) {
    const msPerToken = latency / Math.max(MIN_TOKENS_FOR_PACE, completionTokens ?? MIN_TOKENS_FOR_PACE);
    bestMsPerToken = Math.min(bestMsPerToken, msPerToken);
    if (msPerToken > QUEUE_TOLERANCE * bestMsPerToken) {
      sawRateLimit = true;
      if (now - lastCutAt >= coolingMs()) {
        lastCutAt = now;
        limit = Math.max(1, limit * Math.max(0.5, (QUEUE_TOLERANCE * bestMsPerToken) / msPerToken));
      }
      return;
    }
    // Doubling per round trip until the first sign of a limit (a 429, a queue) or AI_CONCURRENCY, then one per round trip.
    const doubling = !sawRateLimit && limit < slowStartUntil;
    limit = Math.min(ceiling, max, limit + (doubling ? 1 : 1 / limit));
  }

  function release() {
    active -= 1;
    pump();
  }

  function permit(): Permit {
    const startedAt = clock.now();
    let settled = false;
    const once = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      release();
    };
    return {
      succeeded: ({ latencyMs: latency, tokens, completionTokens, limits: snapshot }) =>
        once(() => {
          const now = clock.now();
          backoffMs = 0;
          answered = true;
          // Quick to believe a faster answer, slow to believe a slower one: one cold start does not look like queueing.
          latencyMs = latencyMs === null ? latency : latencyMs + (latency < latencyMs ? 0.5 : EWMA) * (latency - latencyMs);
          if (tokens > 0) tokensPerRequest = tokensPerRequest === null ? tokens : tokensPerRequest + EWMA * (tokens - tokensPerRequest);
          learnLimits(snapshot, now);
          share = Math.min(1, share + SHARE_STEP);
          if (learnedRpm !== null && !limits.requests) learnedRpm *= 1 + SHARE_STEP;
          if (!limits.requests && !limits.tokens) patienceMs = Math.max(patienceMs, latency * PATIENCE);
          if (limits.requests || limits.tokens || learnedRpm !== null) {
            limit = pacedConcurrency();
          } else {
            adaptToLatency(latency, completionTokens, now);
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
      failed: (outcome) =>
        once(() => {
          if (!outcome?.timedOut || limits.requests || limits.tokens) return;
          // Alone in flight, it waited behind nothing of ours: the model itself is slower than the timeout allowed.
          if (active === 1) patienceMs = Math.max(patienceMs, 2 * (clock.now() - startedAt));
          ceiling = Math.max(1, Math.min(ceiling, active - 1));
          limit = Math.max(1, Math.min(ceiling, limit / 2));
          sawRateLimit = true;
          lastCutAt = clock.now();
        }),
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
    /**
     * How long a request just given its turn may take: `configured` (AI_REQUEST_TIMEOUT_MS), or longer on a server
     * without published limits whose answers or lone timeouts showed that it needs longer. There the patience is per
     * request in flight: a one-slot server answers ours one after another, and a request must not time out while it
     * waits behind our own (seen on llama.cpp: the third of three in flight timed out after exactly 3 answers' time).
     */
    timeoutMs(configured: number): number {
      return Math.max(configured, Math.ceil(patienceMs * Math.max(1, active)));
    },
    stats(): GovernorStats {
      return { concurrency: Math.floor(limit), peakInFlight, rateLimited: rateLimitedCount, share, limitRequests: limits.requests, limitTokens: limits.tokens, learnedRpm };
    },
  };
}

export type RateGovernor = ReturnType<typeof createRateGovernor>;
