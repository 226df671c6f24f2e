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

  it("without published limits, grows concurrency while answers stay fast and cuts it when latency climbs", async () => {
    const time = manualClock();
    const governor = createRateGovernor({ initial: 2, max: 64, clock: time.clock });
    for (let i = 0; i < 6; i++) (await governor.acquire(100)).succeeded({ latencyMs: 500, tokens: 100, limits: null });
    expect(governor.stats().concurrency).toBe(8);
    for (let i = 0; i < 30; i++) {
      await time.advance(6000);
      (await governor.acquire(100)).succeeded({ latencyMs: 5000, tokens: 100, limits: null });
    }
    expect(governor.stats().concurrency).toBeLessThan(8);
  });
});
