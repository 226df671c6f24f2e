import { describe, expect, it } from "vitest";
import { isFatalStatusError, pollDelayMs } from "./launch-polling";

describe("pollDelayMs", () => {
  it("starts at 1000 ms, grows x1.6 per round and stays within 1000-10000 ms", () => {
    const delays = Array.from({ length: 9 }, (_, round) => pollDelayMs(round));
    expect(delays).toEqual([1000, 1600, 2560, 4096, 6554, 10000, 10000, 10000, 10000]);
  });

  it("never goes below the floor", () => {
    expect(pollDelayMs(-3)).toBe(1000);
  });
});

describe("isFatalStatusError", () => {
  it("gives up on a lost run or a bad request, keeps trying on hiccups", () => {
    expect([400, 401, 404].map(isFatalStatusError)).toEqual([true, true, true]);
    expect([undefined, 0, 408, 429, 500, 502, 503, 504].map(isFatalStatusError)).toEqual(Array(8).fill(false));
  });
});
