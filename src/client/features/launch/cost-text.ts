import { formatEta } from "@/shared/launch-progress";
import type { LaunchEstimate, RunUsage } from "@/shared/schemas/launch";

/** Dollars as a rep reads them: cents from one cent up, "less than $0.01" below. */
export function formatUsd(amount: number): string {
  if (amount === 0) return "$0.00";
  if (amount < 0.01) return "less than $0.01";
  return amount.toLocaleString("en-US", { style: "currency", currency: "USD" });
}

/** 950, 12.3k, 4.5M. */
export function formatTokens(count: number): string {
  if (count < 1000) return String(Math.round(count));
  if (count < 1_000_000) return `${Number((count / 1000).toFixed(count < 10_000 ? 1 : 0))}k`;
  return `${Number((count / 1_000_000).toFixed(1))}M`;
}

const pages = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "page" : "pages"}`;

/** The launch panel's line before a launch (issue 14 item 3): what it will cost and how long it will take. */
export function launchEstimateText(estimate: LaunchEstimate): string {
  const time = `about ${formatEta(estimate.estimated_seconds * 1000)}`;
  if (estimate.writer === "builtin") return `The built-in writer costs nothing: ${pages(estimate.contacts)} in ${time}.`;
  const tokens = `${formatTokens(estimate.estimated_tokens)} tokens on ${estimate.model}`;
  const guess = estimate.time_basis === "default" ? " (time is a first guess until a run on this model has been measured)" : "";
  if (!estimate.priced) {
    return `${pages(estimate.contacts)} in ${time}${guess}, ${tokens}. No price is known for ${estimate.model}: set AI_PRICE_INPUT and AI_PRICE_OUTPUT to see the cost.`;
  }
  return `Estimated ${formatUsd(estimate.estimated_cost_usd)} and ${time} for ${pages(estimate.contacts)}${guess} (${tokens}).`;
}

/** What a run has cost so far, or null when it has not reached the provider (built-in writer, nothing written yet). */
export function runUsageText(usage: RunUsage): string | null {
  if (usage.prompt_tokens + usage.completion_tokens === 0) return null;
  const cached = usage.prompt_tokens > 0 ? Math.round((usage.cached_tokens / usage.prompt_tokens) * 100) : 0;
  const cost = usage.priced ? formatUsd(usage.cost_usd) : "cost unknown (no price is known for this model: set AI_PRICE_INPUT and AI_PRICE_OUTPUT)";
  return `AI usage: ${formatTokens(usage.prompt_tokens)} prompt tokens (${cached}% from cache), ${formatTokens(usage.completion_tokens)} completion tokens, ${cost}.`;
}
