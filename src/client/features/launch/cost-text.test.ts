import { describe, expect, it } from "vitest";
import type { LaunchEstimate } from "@/shared/schemas/launch";
import { formatTokens, formatUsd, launchEstimateText, runUsageText } from "./cost-text";

const estimate = (over: Partial<LaunchEstimate> = {}): LaunchEstimate => ({
  contacts: 5000,
  estimated_tokens: 11_400_000,
  estimated_cost_usd: 1.234,
  estimated_seconds: 1725,
  writer: "openai",
  model: "gpt-4o-mini",
  estimated_prompt_tokens: 9_400_000,
  estimated_cached_tokens: 8_000_000,
  estimated_completion_tokens: 2_000_000,
  priced: true,
  time_basis: "limits",
  ...over,
});

describe("launch cost texts", () => {
  it("formats dollars and tokens the way a rep reads them", () => {
    expect([formatUsd(0), formatUsd(0.004), formatUsd(0.42), formatUsd(1234.5)]).toEqual(["$0.00", "less than $0.01", "$0.42", "$1,234.50"]);
    expect([formatTokens(950), formatTokens(1234), formatTokens(45_600), formatTokens(11_400_000)]).toEqual(["950", "1.2k", "46k", "11.4M"]);
  });

  it("names the cost and time before a launch, says the built-in writer is free, and asks for a price it does not know", () => {
    expect(launchEstimateText(estimate())).toBe("Estimated $1.23 and about 28m 45s for 5,000 pages (11.4M tokens on gpt-4o-mini).");
    expect(launchEstimateText(estimate({ time_basis: "default" }))).toContain("(time is a first guess until a run on this model has been measured)");
    expect(launchEstimateText(estimate({ writer: "builtin", model: null, estimated_seconds: 16.7, estimated_cost_usd: 0 }))).toBe("The built-in writer costs nothing: 5,000 pages in about 17s.");
    expect(launchEstimateText(estimate({ model: "llama3", priced: false, estimated_cost_usd: 0 }))).toBe(
      "5,000 pages in about 28m 45s, 11.4M tokens on llama3. No price is known for llama3: set AI_PRICE_INPUT and AI_PRICE_OUTPUT to see the cost.",
    );
  });

  it("sums a run's usage with its cached share, and says nothing for a run that never reached the provider", () => {
    expect(runUsageText({ prompt_tokens: 2_000_000, cached_tokens: 1_700_000, completion_tokens: 600_000, cost_usd: 0.6, priced: true })).toBe(
      "AI usage: 2M prompt tokens (85% from cache), 600k completion tokens, $0.60.",
    );
    expect(runUsageText({ prompt_tokens: 0, cached_tokens: 0, completion_tokens: 0, cost_usd: 0, priced: true })).toBeNull();
  });

  it("never shows $0.00 for a model without a known price", () => {
    expect(runUsageText({ prompt_tokens: 2000, cached_tokens: 0, completion_tokens: 600, cost_usd: 0, priced: false })).toBe(
      "AI usage: 2k prompt tokens (0% from cache), 600 completion tokens, cost unknown (no price is known for this model: set AI_PRICE_INPUT and AI_PRICE_OUTPUT).",
    );
  });
});
