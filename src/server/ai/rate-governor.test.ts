import { describe, expect, it } from "vitest";
import type { Clock } from "./clock";
import { createRateGovernor, type Permit } from "./rate-governor";
import type { RateLimitSnapshot } from "./rate-limit-headers";

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

describe("rate governor", () => {
  it("paces starts just under the published limit once a response names it", async () => {
    const time = manualClock();
    const governor = createRateGovernor({ initial: 4, max: 64, clock: time.clock });
    const started: number[] = [];
    const take = () => governor.acquire(100).then((permit: Permit) => (started.push(time.clock.now()), permit.failed()));
    (await governor.acquire(100)).succeeded({ latencyMs: 500, tokens: 100, limits: limits() });
    const rest = Promise.all(Array.from({ length: 10 }, take));
    await time.advance(5000);
    await rest;
    // 600 requests a minute at 95 %: one start every 105 ms, never two at once.
    const gaps = started.slice(1).map((t, i) => t - started[i]);
    expect(gaps).toHaveLength(9);
    expect(gaps.every((g) => Math.abs(g - 60_000 / (600 * 0.95)) < 1)).toBe(true);
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
