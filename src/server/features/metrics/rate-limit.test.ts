import { describe, expect, it } from "vitest";
import { TokenBuckets } from "./rate-limit";

describe("TokenBuckets", () => {
  it("allows a burst of `capacity`, then refills capacity per minute", () => {
    const buckets = new TokenBuckets(60);
    for (let i = 0; i < 60; i++) expect(buckets.take("ip", 0)).toBe(true);
    expect(buckets.take("ip", 0)).toBe(false);
    expect(buckets.retryAfterSeconds("ip")).toBe(1);
    expect(buckets.take("ip", 999)).toBe(false);
    expect(buckets.take("ip", 1000)).toBe(true); // one token per second at 60/min
    expect(buckets.take("other", 0)).toBe(true); // keys are independent
  });

  it("stays bounded in memory", () => {
    const buckets = new TokenBuckets(10, 1000);
    for (let i = 0; i < 5000; i++) buckets.take(`ip-${i}`, 0);
    expect(buckets.size).toBeLessThanOrEqual(1000);
  });
});
