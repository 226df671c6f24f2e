import { describe, expect, it } from "vitest";
import type { Config } from "@/server/config";
import { estimateDuration } from "./estimate";
import type { ProviderHistory } from "./provider-history";

const deps = { config: { aiConcurrency: 4, aiMaxConcurrency: 64 } as Config };
const history = (over: Partial<ProviderHistory> = {}): ProviderHistory => ({
  requestsPerPage: 1,
  completionTokensPerRequest: 600,
  latencyMsPerRequest: 30_000,
  limitRequests: null,
  limitTokens: null,
  pagesPerSecond: null,
  ...over,
});

describe("launch time estimate", () => {
  it("is a first guess before any answer on the model", () => {
    expect(estimateDuration(deps, 40, 40, 3000, null)).toEqual({ estimated_seconds: 88, time_basis: "default" });
  });

  it("uses the measured latency after any run, however short (a local model answering in 30 s)", () => {
    expect(estimateDuration(deps, 40, 40, 3000, history())).toEqual({ estimated_seconds: 330, time_basis: "measured-latency" });
  });

  it("prefers a sizeable run's pace, then the account's published limits", () => {
    expect(estimateDuration(deps, 40, 40, 3000, history({ pagesPerSecond: 0.5 }))).toEqual({ estimated_seconds: 80, time_basis: "recent-runs" });
    expect(estimateDuration(deps, 300, 300, 3000, history({ latencyMsPerRequest: 1500, limitRequests: 1200, limitTokens: 400_000_000 })).time_basis).toBe("limits");
  });
});
