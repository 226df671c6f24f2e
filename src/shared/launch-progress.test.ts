import { describe, expect, it } from "vitest";
import { estimateEtaMs, formatEta, percentOf, remainingOf } from "./launch-progress";

describe("launch progress math", () => {
  it("extrapolates the ETA from the observed rate", () => {
    // 50 done in 10 s -> 5/s; 150 left -> 30 s.
    expect(estimateEtaMs({ remaining: 150, processed: 50, elapsedMs: 10_000 })).toBe(30_000);
    // The recent window wins when it has enough samples: 20 in the last 20 s -> 1/s.
    expect(estimateEtaMs({ remaining: 150, processed: 50, elapsedMs: 10_000, recentProcessed: 20, recentWindowMs: 20_000 })).toBe(150_000);
    // Too few recent samples: the whole-run average is used.
    expect(estimateEtaMs({ remaining: 10, processed: 10, elapsedMs: 5_000, recentProcessed: 2, recentWindowMs: 20_000 })).toBe(5_000);
  });

  it("has no ETA before anything finished and 0 when nothing remains", () => {
    expect(estimateEtaMs({ remaining: 10, processed: 0, elapsedMs: 5_000 })).toBeNull();
    expect(estimateEtaMs({ remaining: 0, processed: 10, elapsedMs: 5_000 })).toBe(0);
  });

  it("computes remaining and percent, reaching 100 only when done", () => {
    expect(remainingOf({ processed: 3, total: 10 })).toBe(7);
    expect(percentOf({ processed: 199, total: 200 })).toBe(99);
    expect(percentOf({ processed: 200, total: 200 })).toBe(100);
    expect(percentOf({ processed: 0, total: 0 })).toBe(100);
  });

  it("formats an ETA for the launch panel", () => {
    expect(formatEta(4_200)).toBe("4s");
    expect(formatEta(125_000)).toBe("2m 05s");
    expect(formatEta(3_900_000)).toBe("1h 05m");
  });
});
