import type { PageUsage } from "../db/schema/ai-usage";
import type { Executor } from "../db/client";
import { aiUsage } from "../db/schema";

/** One ai_usage row per page that reached the provider in this batch, failed pages included: their tokens were billed. */
export async function recordPageUsage(
  db: Executor,
  model: string,
  outcomes: Array<{ m: { id: string; user_id: string; run_id: string }; outcome: { usage: PageUsage } }>,
): Promise<void> {
  const rows = outcomes
    .filter(({ outcome }) => outcome.usage.requests > 0)
    .map(({ m, outcome: { usage } }) => ({
      userId: m.user_id,
      runId: m.run_id,
      micrositeId: m.id,
      model,
      promptTokens: usage.promptTokens,
      cachedTokens: usage.cachedTokens,
      completionTokens: usage.completionTokens,
      costUsd: usage.costUsd,
      requests: usage.requests,
      latencyMs: Math.round(usage.latencyMs),
      limitRequests: usage.limitRequests,
      limitTokens: usage.limitTokens,
    }));
  if (rows.length > 0) await db.insert(aiUsage).values(rows);
}
