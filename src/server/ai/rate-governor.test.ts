import { describe, expect, it } from "vitest";
import type { Clock } from "./clock";
import { createRateGovernor, type Permit } from "./rate-governor";
import { readRateLimitHeaders, type RateLimitSnapshot } from "./rate-limit-headers";
import { createAccountLimiter } from "../test/ai/fake-rate-limits";

/** A clock that moves only when told: sleepers wake in order as `advance` passes their time. */
function manualClock() {
  let now = 0;
  const sleepers: Array<{ at: number; wake: () => void }> = [];
  const clock: Clock = { now: () => now, sleep: (ms) => new Promise((wake) => sleepers.push({ at: now + ms, wake })) };
  const flush = () => new Promise((r) => setImmediate(r));
  return {
    clock,
    async advance(ms: number) {
      const until = now + ms;
      for (;;) {
        await flush();
        sleepers.sort((a, b) => a.at - b.at);
        const next = sleepers[0];
        if (!next || next.at > until) break;
        sleepers.shift();
        now = next.at;
        next.wake();
      }
      now = until;
      await flush();
    },
  };
}

const limits = (over: Partial<RateLimitSnapshot> = {}): RateLimitSnapshot => ({
  limitRequests: 600,
  remainingRequests: 590,
  resetRequestsMs: 1000,
  limitTokens: 10_000_000,
  remainingTokens: 9_990_000,
  resetTokensMs: 10,
  ...over,
});

/**
 * Workers sending `pages` requests each through their own governor to one account (the fake account's limiter: per
 * minute and per second, as the fake OpenAI server enforces them), on a manual clock: the same answers every run,
 * whatever the machine. A 429 answers at once and the request is tried again first, as the provider client does.
 */
async function launchAgainstAccount(options: { rpm: number; latencyMs: number; pages: number; workers: number; initial?: number }) {
  const time = manualClock();
  const limiter = createAccountLimiter({ rpm: options.rpm, tpm: 1_000_000_000 }, 0);
  const governors = Array.from({ length: options.workers }, () => createRateGovernor({ initial: options.initial ?? 8, max: 64, clock: time.clock }));
  let inFlight = 0;
  let peakInFlight = 0;
  let rateLimited = 0;
  let lastAnswerAt = 0;
  const send = async (governor: (typeof governors)[number]) => {
    for (let attempt = 0; ; attempt++) {
      const permit = await governor.acquire(1000, undefined, attempt > 0);
      const admission = limiter.admit(time.clock.now(), 1000);
      const snapshot = readRateLimitHeaders(new Headers(admission.headers));
      if (!admission.ok) {
        rateLimited += 1;
        permit.rateLimited({ retryAfterMs: admission.retryAfterMs, limits: snapshot });
        continue;
      }
      inFlight += 1;
      peakInFlight = Math.max(peakInFlight, inFlight);
      await time.clock.sleep(options.latencyMs);
      inFlight -= 1;
      lastAnswerAt = time.clock.now();
      permit.succeeded({ latencyMs: options.latencyMs, tokens: 1000, completionTokens: 500, limits: snapshot });
      return;
    }
  };
  const all = Promise.all(governors.flatMap((governor) => Array.from({ length: options.pages }, () => send(governor))));
  await time.advance(10 * 60_000);
  await all;
  return { seconds: lastAnswerAt / 1000, peakInFlight, rateLimited, governors };
}

describe("rate governor", () => {
  it("keeps a published request limit as the account counts it: at most a second's share in any second, at the minute's pace", async () => {
    const time = manualClock();
    const governor = createRateGovernor({ initial: 4, max: 64, clock: time.clock });
    const started: number[] = [];
    const take = () => governor.acquire(100).then((permit: Permit) => (started.push(time.clock.now()), permit.failed()));
    (await governor.acquire(100)).succeeded({ latencyMs: 500, tokens: 100, limits: limits() });
    const rest = Promise.all(Array.from({ length: 40 }, take));
    await time.advance(10_000);
    await rest;
    // 600 requests a minute is 10 a second; at 95 % the window of 10 starts is 1,053 ms.
    const window = 1000 / 0.95;
    const starts = [0, ...started];
    expect(starts.every((t) => starts.filter((u) => u >= t && u < t + window - 0.001).length <= 10)).toBe(true);
    // Ten start together, then ten a window later: over the run, one start every 105 ms on average.
    expect(starts.filter((t) => t === 0)).toHaveLength(2);
    expect(started.at(-1)! / (starts.length - 1)).toBeCloseTo(60_000 / (600 * 0.95), 0);
  });

  it("reaches an account's pace from the first answer's headers: 300 pages at 1,200 RPM and 1.5 s answers within 1.15 x the bound plus one latency", async () => {
    const run = await launchAgainstAccount({ rpm: 1200, latencyMs: 1500, pages: 300, workers: 1 });
    // The bound: 300 requests at 1,200 a minute is 15 s.
    expect(run.seconds).toBeLessThanOrEqual(1.15 * 15 + 1.5);
    expect(run.rateLimited).toBe(0);
    // 20 requests a second answered in 1.5 s keep about 30 in flight; one second's burst on top at most.
    expect(run.peakInFlight).toBeLessThanOrEqual(1.5 * 20 + 20);
    expect(run.governors[0].stats()).toMatchObject({ share: 1, limitRequests: 1200 });
  });

  it("two workers on one key split the account: both finish near the bound of their shared pace with few 429s", async () => {
    const run = await launchAgainstAccount({ rpm: 1200, latencyMs: 1500, pages: 150, workers: 2 });
    expect(run.seconds).toBeLessThanOrEqual(1.15 * 15 + 1.5 * 3);
    // Each starts at the whole account's pace until its first 429s: refusals while they settle, not a wall of them.
    expect(run.rateLimited / (2 * 150 + run.rateLimited)).toBeLessThanOrEqual(0.25);
    for (const governor of run.governors) expect(governor.stats().share).toBeLessThan(1);
  });

  it("holds every start back for Retry-After and gives up part of its share on a 429", async () => {
    const time = manualClock();
    const governor = createRateGovernor({ initial: 2, max: 64, clock: time.clock });
    const refused = await governor.acquire(100);
    refused.rateLimited({ retryAfterMs: 2000, limits: limits() });
    let startedAt: number | null = null;
    const waiting = governor.acquire(100).then((p) => ((startedAt = time.clock.now()), p));
    await time.advance(1999);
    expect(startedAt).toBeNull();
    await time.advance(1);
    (await waiting).failed();
    expect(startedAt).toBe(2000);
    expect(governor.stats()).toMatchObject({ rateLimited: 1, share: 0.75, limitRequests: 600 });
  });

  it("sends the first request alone: nothing is known of the server before its first answer", async () => {
    const time = manualClock();
    const governor = createRateGovernor({ initial: 8, max: 64, clock: time.clock });
    const started: Permit[] = [];
    const all = Array.from({ length: 5 }, () => governor.acquire(100).then((p) => started.push(p)));
    await time.advance(10);
    expect(started).toHaveLength(1);
    started[0].succeeded({ latencyMs: 500, tokens: 100, completionTokens: 500, limits: null });
    await time.advance(10);
    expect(started).toHaveLength(3);
    for (const p of started.slice(1)) p.failed();
    await Promise.all(all);
  });

  it("without published limits, doubles per round trip up to AI_CONCURRENCY while answers keep their pace, and cuts when they slow", async () => {
    const time = manualClock();
    const governor = createRateGovernor({ initial: 8, max: 64, clock: time.clock });
    for (let i = 0; i < 7; i++) (await governor.acquire(100)).succeeded({ latencyMs: 500, tokens: 100, completionTokens: 500, limits: null });
    expect(governor.stats().concurrency).toBe(8);
    // Past AI_CONCURRENCY: one more per round trip (about 8 answers), not one per answer.
    for (let i = 0; i < 9; i++) (await governor.acquire(100)).succeeded({ latencyMs: 500, tokens: 100, completionTokens: 500, limits: null });
    expect(governor.stats().concurrency).toBe(9);
    await time.advance(6000);
    // Three times slower per token: the request waited in the server's queue.
    (await governor.acquire(100)).succeeded({ latencyMs: 1500, tokens: 100, completionTokens: 500, limits: null });
    expect(governor.stats().concurrency).toBeLessThan(9);
  });

  it("does not mistake a long answer for queueing", async () => {
    const time = manualClock();
    const governor = createRateGovernor({ initial: 8, max: 64, clock: time.clock });
    (await governor.acquire(100)).succeeded({ latencyMs: 1000, tokens: 100, completionTokens: 100, limits: null });
    (await governor.acquire(100)).succeeded({ latencyMs: 5000, tokens: 100, completionTokens: 500, limits: null });
    expect(governor.stats().concurrency).toBe(3);
  });

  it("halves on a timeout and never climbs back to the level that timed out", async () => {
    const time = manualClock();
    const governor = createRateGovernor({ initial: 4, max: 64, clock: time.clock });
    (await governor.acquire(100)).succeeded({ latencyMs: 500, tokens: 100, completionTokens: 500, limits: null });
    const permits = await Promise.all(Array.from({ length: 2 }, () => governor.acquire(100)));
    permits[0].failed({ timedOut: true });
    permits[1].succeeded({ latencyMs: 500, tokens: 100, completionTokens: 500, limits: null });
    for (let i = 0; i < 50; i++) (await governor.acquire(100)).succeeded({ latencyMs: 500, tokens: 100, completionTokens: 500, limits: null });
    // Two were in flight when one timed out: one at a time from then on.
    expect(governor.stats().concurrency).toBe(1);
  });

  it("without published limits, gives a request longer than AI_REQUEST_TIMEOUT_MS once answers or a lone timeout show the model needs it", async () => {
    const time = manualClock();
    const governor = createRateGovernor({ initial: 1, max: 64, clock: time.clock });
    expect(governor.timeoutMs(60_000)).toBe(60_000);
    (await governor.acquire(100)).succeeded({ latencyMs: 30_000, tokens: 100, completionTokens: 500, limits: null });
    expect(governor.timeoutMs(60_000)).toBe(90_000);
    const alone = await governor.acquire(100);
    await time.advance(90_000);
    alone.failed({ timedOut: true });
    expect(governor.timeoutMs(60_000)).toBe(180_000);
    // An account that publishes its limits keeps the configured timeout.
    const published = createRateGovernor({ initial: 1, max: 64, clock: time.clock });
    (await published.acquire(100)).succeeded({ latencyMs: 30_000, tokens: 100, limits: limits() });
    expect(published.timeoutMs(60_000)).toBe(60_000);
  });

  it("without published limits, gives each request the patience of every request of ours in flight", async () => {
    const time = manualClock();
    const governor = createRateGovernor({ initial: 3, max: 64, clock: time.clock });
    // Two answers take the slow start to three in flight.
    for (let i = 0; i < 2; i++) (await governor.acquire(100)).succeeded({ latencyMs: 30_000, tokens: 100, completionTokens: 500, limits: null });
    expect(governor.timeoutMs(60_000)).toBe(90_000);
    const acquiring = Promise.all([governor.acquire(100), governor.acquire(100), governor.acquire(100)]);
    await time.advance(10_000); // starts keep their spacing
    const inFlight = await acquiring;
    // The third may wait for two answers before its own on a one-slot server.
    expect(governor.timeoutMs(60_000)).toBe(270_000);
    for (const permit of inFlight) permit.succeeded({ latencyMs: 30_000, tokens: 100, completionTokens: 500, limits: null });
    expect(governor.timeoutMs(60_000)).toBe(90_000);
  });

  it("on a one-slot server (llama.cpp with one slot) no request waits long enough to time out", async () => {
    const time = manualClock();
    const serviceMs = 20_000;
    const timeoutMs = 60_000;
    const governor = createRateGovernor({ initial: 8, max: 64, clock: time.clock });
    // The server answers one request at a time, in arrival order.
    let freeAt = 0;
    let inFlight = 0;
    let peak = 0;
    let timeouts = 0;
    const request = async () => {
      const permit = await governor.acquire(2000);
      const sentAt = time.clock.now();
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      const doneAt = Math.max(freeAt, sentAt) + serviceMs;
      freeAt = doneAt;
      const latency = doneAt - sentAt;
      await time.clock.sleep(Math.min(latency, timeoutMs));
      inFlight -= 1;
      if (latency > timeoutMs) {
        timeouts += 1;
        permit.failed({ timedOut: true });
      } else permit.succeeded({ latencyMs: latency, tokens: 2500, completionTokens: 400, limits: null });
    };
    const all = Promise.all(Array.from({ length: 60 }, request));
    await time.advance(60 * serviceMs * 2);
    await all;
    expect(timeouts).toBe(0);
    expect(peak).toBeLessThanOrEqual(3);
    // The one slot is kept busy: 60 answers of 20 s in little more than 60 × 20 s.
    expect(freeAt).toBeLessThanOrEqual(61 * serviceMs);
  });
});
