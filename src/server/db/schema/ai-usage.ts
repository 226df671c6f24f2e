import { doublePrecision, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id } from "./columns";
import { launchRuns, microsites } from "./launch";

/** What writing one page took from the provider: tokens, requests and their time, what the account said of its limits. */
export type PageUsage = {
  promptTokens: number;
  cachedTokens: number;
  completionTokens: number;
  costUsd: number;
  requests: number;
  /** Time the provider took to answer, summed over the requests. */
  latencyMs: number;
  limitRequests: number | null;
  limitTokens: number | null;
};

/**
 * One generation attempt of one microsite at the AI provider: tokens, cost, requests and their time, and the limits the
 * account published. Kept when the microsite is deleted (the money was spent), so the run's total stays true.
 */
export const aiUsage = pgTable(
  "ai_usage",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    runId: uuid("run_id").references(() => launchRuns.id, { onDelete: "set null" }),
    micrositeId: uuid("microsite_id").references(() => microsites.id, { onDelete: "set null" }),
    model: text("model").notNull(),
    promptTokens: integer("prompt_tokens").notNull().default(0),
    cachedTokens: integer("cached_tokens").notNull().default(0),
    completionTokens: integer("completion_tokens").notNull().default(0),
    costUsd: doublePrecision("cost_usd").notNull().default(0),
    requests: integer("requests").notNull().default(0),
    latencyMs: integer("latency_ms").notNull().default(0),
    limitRequests: integer("limit_requests"),
    limitTokens: integer("limit_tokens"),
    createdAt: createdAt(),
  },
  (t) => [index("ai_usage_run_idx").on(t.runId), index("ai_usage_microsite_idx").on(t.micrositeId), index("ai_usage_model_created_idx").on(t.model, t.createdAt)],
);
