import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scaledClock } from "./clock";
import { createOpenAiProvider } from "./openai-provider";
import { createUsageMeter } from "./provider";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../test/ai/fake-openai-server";
import { AP_BRAND, AP_OFFERINGS } from "../test/ai/ap-sender";
import { sampleGenerationInput } from "../test/ai/generation-input";

// Both sides run 4 times faster than real time: a minute-long rate-limit window passes in 15 seconds (at 10 times, a
// loaded machine's event-loop delays, multiplied by the speed, moved the learned pace past the limit). Accounts stay
// small (a few requests a second) so that even sped up, the account's limit is the bottleneck, not this machine. The
// tests assert what was sent and what came back, never how long it took. The 429 shares they allow tell pacing from
// a wall of 429s (half the requests and more), not the bench's 2 % target: on a machine loaded by CPU burners a
// delayed event loop, sped up 4 times, bunches a few starts into one of the account's one-second windows.
const SPEED = 4;

const pageFor = (i: number) =>
  sampleGenerationInput({
    seed: `m-${i}`,
    contact: { firstName: `Dana${i}`, company: `Clinic ${i}`, industry: i % 2 ? "Healthcare" : "Hospitality", title: i % 3 ? "VP Finance" : "COO" },
    brand: AP_BRAND,
    offerings: AP_OFFERINGS,
  });

describe("OpenAI-compatible provider at an account's rate limits (fake account)", () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ models: ["gpt-4o-mini"] });
  });
  afterAll(() => fake.close());

  const account = (limits: { rpm: number; tpm: number } | null, extra: Parameters<FakeOpenAiServer["configure"]>[0] = {}) => {
    const clock = scaledClock(SPEED);
    fake.configure({ limits, clock, latencyMs: 400, msPerCompletionToken: 1, rateLimitHeaders: true, ...extra });
    fake.resetStats();
    return clock;
  };
  const provider = (clock: ReturnType<typeof scaledClock>, concurrency: number, maxConcurrency = 64) =>
    createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: "gpt-4o-mini", concurrency, maxConcurrency, clock, settings: { timeoutMs: 20_000 } });
  const generateAll = (p: ReturnType<typeof provider>, from: number, count: number) =>
    Promise.all(Array.from({ length: count }, (_, i) => p.generate(pageFor(from + i))));

  it("rides out a 429 storm: honours Retry-After, slows down to the account's pace, loses nothing", async () => {
    // 60 RPM is one request a second; 16 pages sent at once mostly meet 429s.
    const clock = account({ rpm: 60, tpm: 1_000_000 });
    const p = provider(clock, 16);
    const pages = await generateAll(p, 0, 24);
    expect(pages).toHaveLength(24);
    expect(fake.stats.answered).toBe(24);
    expect(fake.stats.rateLimited).toBeGreaterThan(0);
    // After the first burst the governor paces at one request a second: a handful of 429s, not one per attempt.
    expect(fake.stats.rateLimited).toBeLessThanOrEqual(20);
    expect(p.governor.stats()).toMatchObject({ limitRequests: 60, rateLimited: fake.stats.rateLimited });
    expect(p.governor.stats().concurrency).toBeLessThan(16);
  });

  it("grows past AI_CONCURRENCY while the headers show headroom, and stays near the limit without a wall of 429s", async () => {
    const clock = account({ rpm: 180, tpm: 3_000_000 }, { latencyMs: 1000 });
    const p = provider(clock, 1);
    await generateAll(p, 0, 120);
    expect(fake.stats.answered).toBe(120);
    // Three requests a second at over a second each: the pace needs four or more in flight.
    expect(fake.stats.maxInFlight).toBeGreaterThanOrEqual(4);
    expect(fake.stats.rateLimited / fake.stats.chatRequests).toBeLessThanOrEqual(0.15);
  });

  it("steers by 429s alone when the provider sends no rate-limit headers and no Retry-After", async () => {
    const clock = account({ rpm: 120, tpm: 10_000_000 }, { rateLimitHeaders: false });
    const p = provider(clock, 1);
    await generateAll(p, 0, 100);
    expect(fake.stats.answered).toBe(100);
    // It grew from 1 (slow start), met the hidden limit of two requests a second, and learned a pace under it.
    expect(fake.stats.maxInFlight).toBeGreaterThanOrEqual(2);
    expect(fake.stats.rateLimited).toBeGreaterThan(0);
    expect(p.governor.stats()).toMatchObject({ limitRequests: null, limitTokens: null });
    // The learned pace probes upward after successes and is cut on each 429 (AIMD), so it ends near the hidden
    // limit, a step above or below it: what bounds the cost is the 429 share below.
    expect(p.governor.stats().learnedRpm).toBeLessThanOrEqual(120 * 1.1);
    expect(fake.stats.rateLimited / fake.stats.chatRequests).toBeLessThanOrEqual(0.2);
  });

  it("shares one key between two workers: each backs off to part of the account instead of both running into 429s", async () => {
    const clock = account({ rpm: 120, tpm: 10_000_000 });
    const a = provider(clock, 4);
    const b = provider(clock, 4);
    await Promise.all([generateAll(a, 0, 100), generateAll(b, 100, 100)]);
    expect(fake.stats.answered).toBe(200);
    expect(a.governor.stats().rateLimited + b.governor.stats().rateLimited).toBe(fake.stats.rateLimited);
    // Two workers each pacing at the whole account's limit would see about half their requests refused.
    expect(fake.stats.rateLimited / fake.stats.chatRequests).toBeLessThanOrEqual(0.25);
  });

  it("reports usage with the cached prefix: at least 60 % of prompt tokens on a 1,000-page launch", async () => {
    account(null, { latencyMs: 0, msPerCompletionToken: 0 });
    const p = createOpenAiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, model: "gpt-4o-mini", concurrency: 8, maxConcurrency: 16 });
    const meters = Array.from({ length: 1000 }, () => createUsageMeter());
    for (let i = 0; i < 1000; i += 50) {
      await Promise.all(meters.slice(i, i + 50).map((meter, j) => p.generate(pageFor(i + j), undefined, undefined, meter)));
    }
    const sum = (key: "promptTokens" | "cachedTokens" | "completionTokens" | "costUsd") => meters.reduce((n, m) => n + m.usage[key], 0);
    expect(sum("promptTokens")).toBe(fake.stats.promptTokens);
    expect(sum("cachedTokens")).toBe(fake.stats.cachedTokens);
    expect(sum("cachedTokens") / sum("promptTokens")).toBeGreaterThanOrEqual(0.6);
    expect(meters.every((m) => m.usage.cachedTokens % 128 === 0)).toBe(true);
    // gpt-4o-mini list prices: $0.15 fresh, $0.075 cached, $0.60 completion per million tokens.
    const expected = ((sum("promptTokens") - sum("cachedTokens")) * 0.15 + sum("cachedTokens") * 0.075 + sum("completionTokens") * 0.6) / 1e6;
    expect(sum("costUsd")).toBeCloseTo(expected, 9);
  });
});
